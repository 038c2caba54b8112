import { fiAchievements } from './fi.achievements';
import { fiAnalytics } from './fi.analytics';
import { fiAppShell } from './fi.app-shell';
import { fiAuth } from './fi.auth';
import { fiGame } from './fi.game';
import { fiNews } from './fi.news';
import { fiErrors } from './fi.errors';
import { fiScoreboard, fiGroups } from './fi.scoreboard';
import { fiSettings } from './fi.settings';
import { fiSocial } from './fi.social';

// Finnish texts: the reference shape every other language must match (see ./types.ts).
export const fi = {
  app: {
    productName: 'Sanaryhmät',
    tagline: 'Päivittäinen sanapeli',
    documentTitle: '{{page}} · Sanaryhmät',
  },
  common: {
    skipToContent: 'Siirry sisältöön',
    backToMenu: 'Takaisin valikkoon',
    close: 'Sulje',
    comingSoon: 'Tulossa pian',
    loading: 'Ladataan…',
    retry: 'Yritä uudelleen',
    cancel: 'Peruuta',
    saving: 'Tallennetaan…',
    previousDays: 'Aiemmat päivät',
    invalidDate: 'Päivämäärä ei kelpaa. Käytä muotoa VVVV-KK-PP.',
    you: 'sinä',
    showPassword: 'Näytä salasana',
  },
  header: {
    homeLink: '{{name}}, etusivu',
    actions: 'Käyttäjän toiminnot',
    logout: 'Kirjaudu ulos',
    signIn: 'Kirjaudu',
    signInMore: 'sisään tai luo tunnus',
  },
  language: {
    switchLabel: 'kieli ja sivusto',
    title: 'Jokaisella kielellä on oma sivustonsa',
    here: 'olet tällä sivustolla',
    otherSite: 'eri pelit ja tunnukset',
    fi: 'suomi',
    en: 'English',
  },
  toast: {
    close: 'Sulje ilmoitus',
  },
  footer: {
    version: 'Versio {{version}}',
    privacy: 'Tietosuoja',
    donate: 'Tue peliä lahjoituksella',
    donateNote: 'avautuu uuteen välilehteen',
  },
  menu: {
    title: 'Valikko',
    kicker: 'Päivittäinen sanapeli',
    heading: 'Viisi ryhmää. Viisitoista sanaa. Yksi päivä.',
    pitch:
      'Joka päivä ruudukossa on 15 sanaa, jotka kätkevät viisi kolmen sanan ryhmää. Löydä yhteiset nimittäjät ennen kuin pisteet valuvat pois – jokainen sekunti, virhe ja sanan vaihto maksaa.',
    play: 'Pelaa',
    challenges: 'Haasteet',
    message: {
      title: 'Tiedote',
      dismiss: 'Sulje tiedote',
    },
    stepsTitle: 'Näin pelaat',
    steps: {
      pick: 'Valitse kolme sanaa, joita yhdistää sama asia.',
      switch: 'Jumissa? Vaihda rivin sana toiseen – se maksaa pisteitä.',
      finish: 'Löydä kaikki viisi ryhmää ennen kuin pisteet loppuvat.',
    },
    scoreboard: 'Tulostaulu',
    controlPanel: 'Hallintapaneeli',
    welcomeNew: 'Tervetuloa, {{username}}!',
    welcomeBack: 'Tervetuloa takaisin, {{username}}!',
    firstGame: 'Ensimmäinen ruudukkosi odottaa. Onnea matkaan!',
    played_one: 'Olet pelannut {{count}} pelin, viimeksi {{date}}.',
    played_other: 'Olet pelannut {{count}} peliä, viimeksi {{date}}.',
    playedNoDate_one: 'Olet pelannut {{count}} pelin.',
    playedNoDate_other: 'Olet pelannut {{count}} peliä.',
    stats: {
      title: 'Tilastosi',
      games: 'Pelit',
      winRate: 'Voittoprosentti',
      avgScore: 'Keskiarvo',
      points: 'Kokonaispisteet',
      pointsHint: 'kaikkien pelien pisteet yhteensä',
    },
  },
  qr: {
    choose: 'Valitse kieli',
    site: 'Suomeksi',
    description: 'Pelaa päivän sanaryhmiä suomeksi.',
  },
  game: fiGame,
  scoreboard: fiScoreboard,
  controlPanel: {
    title: 'Hallintapaneeli',
  },
  groups: fiGroups,
  notFound: {
    code: '404',
    title: 'Sivua ei löytynyt',
    body: 'Etsimäsi sivu katosi kuin ryhmän viimeinen sana. Tarkista osoite tai palaa valikkoon.',
  },
  gdpr: {
    title: 'Tietosuojaseloste',
    intro:
      'Sanaryhmät on päivittäinen sanapeli. Keräämme vain sen, mitä pelin pyörittäminen vaatii, emmekä myy tietojasi kenellekään.',
    collect: {
      title: 'Mitä tietoja keräämme',
      body: 'Rekisteröityneistä pelaajista tallennamme käyttäjänimen, salasanan suojattuna tiivisteenä sekä vapaaehtoisen sähköpostiosoitteen. Pelatessasi tallennamme pelien tulokset, yritykset ja saavutukset. Vieraana pelatessasi selaimeesi tallennetaan satunnainen vierastunniste.',
    },
    purpose: {
      title: 'Mihin tietoja käytetään',
      body: 'Tietoja käytetään pelin tarjoamiseen: pisteiden laskentaan, tulostauluihin, tilastoihin ja tilisi suojaamiseen. Sähköpostiosoitetta käytetään sen vahvistamiseen, salasanan palauttamiseen ja peliä koskeviin tiedotteisiin.',
    },
    browser: {
      title: 'Selaimeen tallennettavat tiedot',
      body: 'Selaimen paikalliseen tallennustilaan tallennetaan kielivalintasi, vierastunniste, kirjautumisesi ja vastauksesi käyttötilastoista. Emme käytä seurantaevästeitä.',
    },
    sharing: {
      title: 'Kuka tietosi näkee',
      body: 'Käyttäjänimesi ja tuloksesi näkyvät muille pelaajille tulostauluilla. Muita tietoja käsittelevät vain pelin ylläpitäjät. Palvelimen lokeihin tallentuvaa IP-osoitetta käytetään vain väärinkäytösten estämiseen.',
    },
    rights: {
      title: 'Säilytys ja oikeutesi',
      body: 'Tietoja säilytetään niin kauan kuin tilisi on olemassa. Voit muuttaa tietojasi asetuksissa ja poistaa tilisi milloin tahansa, jolloin tilisi, tuloksesi ja muut henkilötietosi poistetaan. Voit myös pyytää ylläpitäjältä tietoa sinusta tallennetuista tiedoista sekä niiden korjaamista tai poistamista.',
    },
  },
  auth: fiAuth,
  settings: fiSettings,
  social: fiSocial,
  achievements: fiAchievements,
  errors: fiErrors,
  news: fiNews,
  analytics: fiAnalytics,
  appShell: fiAppShell,
} as const;

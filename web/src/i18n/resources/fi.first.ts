import { fiAppShell } from './fi.app-shell';
import { fiAuth } from './fi.auth';
import { fiGameMenu } from './fi.game-menu';
import { fiNews } from './fi.news';
import { fiErrors } from './fi.errors';

// The Finnish texts of the first paint: the menu, the shell, the login card and every error text (issue
// 18: the first download carries these only; ./fi.later.ts brings the rest after the first paint).
// With ./fi.later.ts, the reference shape every other language must match (./types.ts).
export const fiFirst = {
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
  },
  qr: {
    site: 'Suomeksi',
  },
  game: fiGameMenu,
  gdpr: {
    title: 'Tietosuojaseloste',
  },
  auth: fiAuth,
  settings: { open: 'Asetukset' },
  errors: fiErrors,
  news: fiNews,
  appShell: fiAppShell,
} as const;

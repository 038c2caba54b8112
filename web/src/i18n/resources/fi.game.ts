import { fiGameOver } from './fi.game-over';

// The game page (game over: fi.game-over.ts), the menu's game buttons and the previous days (player spec 2).
export const fiGame = {
  title: 'Päivän peli',
  heading: 'Sanaryhmät #{{number}}',
  demo: 'Demo',
  loading: 'Ladataan peliä…',
  loadFailed: 'Peliä ei saatu ladattua.',
  switchedOff: {
    DAILY_DISABLED: {
      title: 'Päivän peli on tauolla',
      body: 'Ylläpito on ottanut päivän pelin hetkeksi pois käytöstä. Aiempia päiviä voi yhä pelata.',
    },
    GUEST_PLAY_DISABLED: {
      title: 'Päivän peli on kirjautuneille',
      body: 'Kirjaudu sisään tai luo maksuton tunnus, niin pääset pelaamaan päivän peliä.',
    },
    GUEST_PREVIOUS_DAYS_DISABLED: {
      title: 'Aiemmat päivät ovat kirjautuneille',
      body: 'Kirjaudu sisään tai luo maksuton tunnus, niin pääset pelaamaan aiempia päiviä.',
    },
    signIn: 'Kirjaudu tai luo tunnus',
  },
  noGame: {
    title: 'Tälle päivälle ei ole peliä',
    body: 'Peliä ei ole julkaistu tälle päivälle. Aiempien päivien pelejä voit pelata milloin vain.',
  },
  ready: {
    title: 'Valmiina?',
    body: 'Sanat tulevat näkyviin ja kello käynnistyy, kun aloitat. Pisteitä on aluksi 10 000, ja niitä kuluu sekunnin välein.',
    start: 'Aloita peli',
  },
  bar: {
    help: 'Ohjeet',
    settings: 'Pelin asetukset',
  },
  score: {
    region: 'Pistetilanne',
    label: 'Pisteet',
    time: 'Aika',
    mistakes: 'Virheet',
    switches: 'Vaihdot',
    progress: 'Löydetty {{count}}/5 ryhmää',
  },
  board: {
    label: 'Sanaruudukko',
    row: 'Rivi {{row}}',
    selected: 'Valittuna {{count}}/3',
    full: 'Voit valita enintään kolme sanaa.',
  },
  switch: {
    // Vaihtonapin nimi alkaa sillä, mitä nappi näyttää ({{shown}}: hinta tai viritettynä "Vaihda?").
    label: '{{shown}} pistettä: vaihda yksi rivin {{row}} sanoista',
    confirm: '{{shown}} Vahvista vaihto rivillä {{row}}, maksaa {{cost}} pistettä',
    cost: '−{{cost}}',
    confirmShort: 'Vaihda?',
    armed: 'Paina uudelleen, niin rivin {{row}} sana vaihtuu. Hinta {{cost}} pistettä.',
  },
  controls: {
    label: 'Toiminnot',
    shuffle: 'Sekoita',
    shuffled: 'Sanat sekoitettiin.',
    clear: 'Tyhjennä',
    cleared: 'Valinnat tyhjennettiin.',
    submit: 'Tarkista',
    forfeit: 'Luovuta',
  },
  solved: {
    label: 'Löydetyt ryhmät',
    switched: 'Vaihdettu sana',
  },
  feedback: {
    correct: 'Oikein! {{name}}: {{words}}.',
    wrong: 'Ei ryhmä. −{{cost}} pistettä.',
    oneAway: 'Yhtä vaille! −{{cost}} pistettä.',
    // Pelilaudan merkki väärälle arvaukselle (ilmoitus yläpuolella kertoo koko vastauksen).
    badge: {
      oneAway: 'Yhtä vaille!',
      miss: 'Ei ryhmä',
    },
    alreadyTried: 'Kokeilit jo tätä yhdistelmää, eikä siitä veloiteta uudelleen.',
    switched: '”{{oldWord}}” vaihtui sanaan ”{{newWord}}”. −{{cost}} pistettä.',
    switchRefused: 'Tämän rivin sanoja ei voi enää vaihtaa.',
    invalidSelection: 'Valintaa ei hyväksytty. Ruudukko päivitettiin.',
    won: 'Voitit! Pisteesi: {{score}}.',
    lost: 'Pisteet loppuivat, ja peli päättyi.',
    forfeit: 'Luovutit pelin.',
  },
  settings: {
    title: 'Pelin asetukset',
    position: 'Pelilaudan sijainti',
    positionHint: 'Valitse, mihin kohtaan näyttöä pelilauta asettuu.',
    top: 'Ylhäällä',
    center: 'Keskellä',
    bottom: 'Alhaalla',
    instructions: 'Näytä ohjeet',
    saveFailed: 'Asetusta ei saatu tallennettua palvelimelle. Se on voimassa tällä laitteella.',
  },
  forfeit: {
    title: 'Luovutetaanko?',
    confirm: 'Haluatko varmasti luovuttaa pelin? Pisteet nollataan.',
    yes: 'Luovuta peli',
    cancel: 'Jatka pelaamista',
  },
  instructions: {
    title: 'Näin pelaat',
    intro:
      'Etsi viisi kolmen sanan ryhmää ennen kuin pisteet loppuvat. Napauta kuvan kohtia, niin näet, mitä ne tekevät.',
    picture: 'Kuva pelinäkymästä',
    dontShow: 'Älä näytä ohjeita pelin alussa',
    start: 'Selvä, pelataan!',
    clockRunning: 'Kello käy: pisteesi vähenevät myös näitä ohjeita lukiessasi.',
    hotspots: {
      topLeft: {
        label: 'Vasen yläkulma',
        text: 'Nuoli vie takaisin valikkoon. Peli jää talteen ja voit jatkaa myöhemmin, mutta kello käy koko ajan.',
      },
      topRight: {
        label: 'Oikea yläkulma',
        text: 'Kysymysmerkistä löydät nämä ohjeet, rattaasta pelilaudan sijainnin ja luovutuksen.',
      },
      score: {
        label: 'Pisteet',
        // Luvut tulevat sivun lukumuodossa: {{start}} 10 000, {{wrongCost}} 500, {{switchCost}} 1 000.
        text: 'Peli alkaa {{start}} pisteestä, ja joka sekunti vie yhden pisteen. Väärä arvaus maksaa {{wrongCost}} ja sanan vaihto {{switchCost}} pistettä.',
      },
      categories: {
        label: 'Ryhmät',
        text: 'Viisi merkkiä kertoo, montako ryhmää on löytynyt. Jokainen sana kuuluu täsmälleen yhteen ryhmään.',
      },
      matchedCategory: {
        label: 'Löydetty ryhmä',
        text: 'Oikein arvattu ryhmä nousee ruudukon yläpuolelle. Siinä näkyvät ryhmän nimi, sanat, väri ja oma merkki.',
      },
      wordCards: {
        label: 'Sanakortit',
        text: 'Valitse kolme sanaa, joilla on jotain yhteistä. Rivin lopun vaihtonappi vaihtaa yhden rivin sanoista uuteen {{switchCost}} pisteen hinnalla.',
      },
      controls: {
        label: 'Painikkeet',
        text: 'Tarkista lähettää kolme valitsemaasi sanaa. Sekoita järjestää sanat uudelleen ilmaiseksi, ja Tyhjennä poistaa valinnat.',
      },
    },
  },
  ...fiGameOver,
  previous: {
    intro: 'Pelaa väliin jääneet pelit tai katso, miten menneet päivät ratkesivat.',
    today: 'Tänään',
    won: 'Ratkaistu · {{score}} p',
    lost: 'Pisteet loppuivat',
    forfeited: 'Luovutettu',
    inProgress: 'Kesken',
    notPlayed: 'Pelaamatta',
    number: '#{{number}}',
    empty: 'Yhtään peliä ei ole vielä julkaistu.',
    showMore: 'Näytä aiemmat päivät',
    moreFailed: 'Aiempia päiviä ei saatu ladattua. Yritä uudelleen.',
    loadFailed: 'Päiviä ei saatu ladattua.',
    dayTitle: 'Aiempi päivä',
    backToList: 'Kaikki aiemmat päivät',
    unplayedBody: 'Et ole vielä pelannut tätä päivää. Kello käynnistyy vasta, kun aloitat.',
    playingBody: 'Olet aloittanut tämän pelin, ja sen kello käy.',
    play: 'Pelaa tämä päivä',
    continue: 'Jatka peliä',
    openGame: 'Avaa pelinäkymä',
  },
} as const;

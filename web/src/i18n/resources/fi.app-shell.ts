// The app around the pages: its updates, being offline, installing it, and the page for a failure.
export const fiAppShell = {
  update: {
    updating: 'Päivitetään uuteen versioon…',
    check: 'Tarkista päivitykset',
    checking: 'Tarkistetaan…',
    upToDate: 'Käytössäsi on uusin versio.',
    checkFailed: 'Päivitysten tarkistus epäonnistui.',
  },
  offline: {
    title: 'Ei verkkoyhteyttä',
    body: 'Pelaaminen ja tulokset tarvitsevat yhteyden. Peli jatkuu, kun yhteys palaa.',
    back: 'Yhteys palasi.',
  },
  install: {
    title: 'Pelaa kotivalikosta',
    body: 'Asenna peli sovellukseksi: se aukeaa yhdellä napautuksella ja koko näytölle.',
    button: 'Asenna sovellus',
  },
  errorPage: {
    title: 'Jotain meni vikaan',
    body: 'Sivua ei voitu näyttää. Pelisi ja tuloksesi ovat tallessa palvelimella.',
    networkBody: 'Palvelimeen ei saatu yhteyttä. Pelisi ja tuloksesi ovat tallessa palvelimella.',
    reloading: 'Ladataan uudelleen {{seconds}} s kuluttua…',
    attempt: 'Yritys {{count}}/{{max}}',
    attemptsUsed: 'Uudelleenlatauksia yritetty {{count}} kertaa.',
    renewing: 'Uusitaan kirjautumista…',
    refresh: 'Yritä uudelleen',
    forceReload: 'Lataa sivu uudelleen',
    clearCache: 'Tyhjennä välimuisti',
    clearCacheNote:
      'Poistaa tämän sivuston tallennetut tiedostot ja asetukset tältä laitteelta ja kirjaa sinut ulos. Vieraana pelatut pelit säilyvät.',
    clearCacheConfirm: 'Tyhjennä ja lataa uudelleen',
    resetSession: 'Kirjaudu ulos ja aloita alusta',
    cancel: 'Peruuta',
  },
};

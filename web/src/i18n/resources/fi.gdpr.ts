// The privacy notice (/gdpr) but its title: with the texts that come after the first paint.
export const fiGdpr = {
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
} as const;

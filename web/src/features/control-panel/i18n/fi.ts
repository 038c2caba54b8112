import { gamesFi } from '../games/i18n/fi';
// The control panel's Finnish texts: in its own lazily loaded chunk, added under `controlPanel` when it
// loads (./add-texts.ts). The English ones (./en.ts) must have the same keys.
export const cpFi = {
  nav: {
    label: 'Hallintapaneelin osiot',
    subLabel: '{{tab}}: näkymät',
  },
  tabs: {
    games: 'Pelit',
    categories: 'Kategoriat',
    users: 'Käyttäjät',
    statistics: 'Tilastot',
    scores: 'Pisteet',
    messages: 'Viestit',
    news: 'Uutiset',
    email: 'Sähköposti',
    management: 'Hallinta',
    audit: 'Muutosloki',
  },
  subtabs: {
    bank: 'Kategoriapankki',
    suggestions: 'Ehdotukset',
    list: 'Käyttäjälista',
    'reset-requests': 'Salasanapyynnöt',
    'system-settings': 'Järjestelmäasetukset',
    branding: 'Ulkoasu',
    overview: 'Yleiskuva',
    'daily-players': 'Pelaajat',
    reviews: 'Arviot',
    puzzles: 'Ruudukot',
    analytics: 'Analytiikka',
  },
  later: {
    badge: 'Tulossa',
    title: 'Tämä osio tulee myöhemmässä päivityksessä',
    toGames: 'Siirry peleihin',
    about: {
      games: 'Päivän pelit ja niiden julkaisu.',
      categories: 'Kategoriapankki ja pelaajien ehdotukset.',
      users:
        'Täällä voit pian hakea käyttäjiä, muuttaa rooleja, nollata salasanoja ja hoitaa salasanapyynnöt.',
      statistics:
        'Täällä näet pian aktiiviset pelaajat, päivittäiset pelaajamäärät, arviot ja yleisimmät arvaukset.',
      scores: 'Täällä voit pian korjata yksittäisiä tuloksia ja laskea tulostaulut uudelleen.',
      messages: 'Täällä voit pian kirjoittaa päivän viestin, joka näkyy pelaajille valikossa.',
      news: 'Täällä voit pian julkaista uutisia ja kyselyitä pelaajille.',
      email: 'Täällä voit pian lähettää sähköpostia valituille pelaajille tai kaikille.',
      management:
        'Täällä voit pian avata ja sulkea rekisteröitymisen, vierailijapelin ja päivän pelin sekä vaihtaa logon ja tekstin.',
      audit: 'Kaikki hallintapaneelissa tehdyt muutokset: kuka, milloin, mitä, ennen ja jälkeen.',
    },
  },
  pager: {
    label: 'Sivut',
    previous: 'Edellinen',
    next: 'Seuraava',
    status: 'Sivu {{page}} / {{pages}}',
  },
  games: gamesFi,
};

// The player's menu (their welcome, statistics and links): with the texts that come after the first
// paint, as the player's menu does (a guest's first download has the guest menu only).
export const fiMenuPlayer = {
  challenges: 'Haasteet',
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
} as const;

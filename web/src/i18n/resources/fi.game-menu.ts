// The game's texts the menu shows (today's game): in the first download; the rest of the game's
// (./fi.game.ts) comes later.
export const fiGameMenu = {
  entry: {
    loading: 'Ladataan pelitilannetta…',
    continue: 'Jatka peliä',
    elapsed: 'Aikaa kulunut {{time}}',
    mistakes_one: '{{count}} virhe',
    mistakes_other: '{{count}} virhettä',
    categories: '{{count}}/5 ryhmää',
    switches_one: '{{count}} vaihto',
    switches_other: '{{count}} vaihtoa',
    forfeit: 'Luovuta',
    forfeitFailed: 'Luovuttaminen ei onnistunut. Yritä uudelleen.',
    playToday: 'Pelaa päivän peli',
    playedToday: 'Pelattu tänään',
    finalScore: '{{score}} pistettä',
    noGame: 'Tänään ei ole peliä',
    showResult: 'Katso tuloksesi',
  },
} as const;

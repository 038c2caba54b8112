/**
 * Who plays how much in the seeded data: a skewed activity (a few players with 300+ games, most with a
 * handful), made in JavaScript from a seeded generator so that every seed of the same size is the same.
 */
export interface ActivityPlan {
  /** Games of each player (player i is index i); every player has at least one when scores >= players. */
  games: number[];
  /** Length of the run of dates the player's games fall in (games <= span <= dates). */
  span: number[];
  /** Days between today and the newest date of that run (0: still playing today). */
  newest: number[];
  /** Chance of winning a game, 0.45-0.95 (mean 0.7). */
  skill: number[];
}

/** mulberry32: small, fast and good enough to draw test data reproducibly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function planActivity(players: number, dates: number, scores: number, seed: number): ActivityPlan {
  if (scores > players * dates)
    throw new Error(`${scores} scores do not fit ${players} players x ${dates} dates`);
  const random = seededRandom(seed);
  // Weights u^p have mean 1/(p+1): p is chosen so that the busiest player lands near every date.
  const mean = scores / players;
  const power = mean > 1 ? Math.max(0, (dates - 1) / (mean - 1) - 1) : 0;
  const weights = Array.from({ length: players }, () => random() ** power);
  const totalWeight = weights.reduce((sum, w) => sum + w, 0);
  const floor = scores >= players ? 1 : 0;
  const spread = scores - floor * players;
  const games = weights.map((w) => Math.min(dates, floor + Math.floor((spread * w) / totalWeight)));
  // Whatever rounding left over goes one game at a time to the busiest players with room for more.
  let left = scores - games.reduce((sum, n) => sum + n, 0);
  const byWeight = weights.map((w, i) => [w, i] as const).sort((a, b) => b[0] - a[0]);
  while (left > 0) {
    for (const [, i] of byWeight) {
      if (left === 0) break;
      if (games[i]! < dates) {
        games[i]! += 1;
        left -= 1;
      }
    }
  }
  const span: number[] = [];
  const newest: number[] = [];
  const skill: number[] = [];
  for (const n of games) {
    // A player plays 45-100 % of the dates of their active run; half of them are still active today.
    const s = Math.min(dates, Math.max(n, Math.ceil(n / (0.45 + 0.55 * random()))));
    span.push(s);
    newest.push(random() < 0.5 ? 0 : Math.floor(random() * (dates - s + 1)));
    skill.push(0.45 + 0.5 * random());
  }
  return { games, span, newest, skill };
}

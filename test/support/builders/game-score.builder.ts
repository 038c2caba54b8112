import { randomUUID } from 'node:crypto';
import type { GameScore } from '../../../application/ports/game-score.repository';
import { userPlayer, type Player } from '../../../application/ports/player';
import type { PlayStatus } from '../../../domain/game/play-session';

/** A result to store: `aGameScore().of(player).on(date).scoring(9000).build()`; a registered win by default. */
export class GameScoreBuilder {
  private score: GameScore = {
    id: randomUUID(),
    gameDate: '2026-03-01',
    player: userPlayer(randomUUID()),
    score: 9_000,
    status: 'won',
    elapsedSeconds: 100,
    mistakes: 1,
    switches: 0,
    isDemo: false,
    completedAt: new Date('2026-03-01T09:30:00Z'),
  };

  /** A guest's result is a demo one, as SessionPlay stores it. */
  of(player: Player): this {
    return this.with({ player, isDemo: player.kind === 'guest' });
  }

  on(gameDate: string): this {
    return this.with({ gameDate, completedAt: new Date(`${gameDate}T09:30:00Z`) });
  }

  scoring(score: number, status: PlayStatus = score > 0 ? 'won' : 'lost'): this {
    return this.with({ score, status });
  }

  /** What submit-score stores when a claim names categories the server never saw solved. */
  cheating(): this {
    return this.with({ score: 0, status: 'cheater' });
  }

  with(change: Partial<GameScore>): this {
    this.score = { ...this.score, ...change };
    return this;
  }

  build(): GameScore {
    return { ...this.score, completedAt: new Date(this.score.completedAt) };
  }
}

export const aGameScore = (): GameScoreBuilder => new GameScoreBuilder();

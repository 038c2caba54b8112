import { randomUUID } from 'node:crypto';
import type { GameSession } from '../../../application/ports/game-session.repository';
import { guestPlayer, type Player } from '../../../application/ports/player';
import { newPlayState, type PlayStatus } from '../../../domain/game/play-session';

const START = Date.parse('2026-03-01T09:00:00Z');

/** A stored session for the store contracts: `aGameSession().of(player).on(date).solved(4, 0).build()`. */
export class GameSessionBuilder {
  private session: GameSession = {
    ...newPlayState(START),
    id: randomUUID(),
    gameDate: '2026-03-01',
    player: guestPlayer(`guest_${randomUUID().replaceAll('-', '')}`),
    isDemo: true,
    isActive: true,
  };

  /** A guest's session is a demo game, a user's is not (as SessionPlay creates them). */
  of(player: Player): this {
    return this.with({ player, isDemo: player.kind === 'guest' });
  }

  on(gameDate: string): this {
    return this.with({ gameDate });
  }

  startedAt(iso: string): this {
    return this.with({ startTime: Date.parse(iso) });
  }

  /** Category positions in the order they were solved. */
  solved(...positions: number[]): this {
    return this.with({ solved: positions });
  }

  /** Ended `seconds` after the start with this status and final score. */
  ended(status: Exclude<PlayStatus, 'playing'>, finalScore: number, seconds = 60): this {
    const { startTime } = this.session;
    return this.with({ status, finalScore, elapsedSeconds: seconds, endedAt: startTime + seconds * 1000 });
  }

  with(change: Partial<GameSession>): this {
    this.session = { ...this.session, ...change };
    return this;
  }

  build(): GameSession {
    return structuredClone(this.session);
  }
}

export const aGameSession = (): GameSessionBuilder => new GameSessionBuilder();

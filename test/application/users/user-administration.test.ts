import { expect } from 'chai';
import * as E from 'fp-ts/Either';
import type { Newable } from 'inversify';
import { RecalculateScoreboards } from '../../../application/scores/recalculate-scoreboards.use-case';
import { ListUsers } from '../../../application/users/list-users.use-case';
import { SORT_ORDERS, USER_SORTS, type ManagedUserView } from '../../../contracts/manage-users.codec';
import { solveAll, TODAY, useGameServer, YESTERDAY } from '../../support/game-api';

// The users list and the recalculation job over the instance's real SQL adapters (no HTTP in between).

describe('Use case | Control panel | Users list and recalculation', function () {
  this.timeout(60_000);
  const game = useGameServer();
  const get = <T>(service: Newable<T>): T => game.server.containers.get('fi')!.get<T>(service);

  before(async () => {
    // Players with 0, 1 and 2 games, so that the games-played order has both of its runs.
    const puzzle = await game.puzzle(TODAY);
    const yesterday = await game.puzzle(YESTERDAY);
    for (let i = 0; i < 7; i++) {
      const player = await game.registered();
      if (i % 3 >= 1) await solveAll(player, puzzle);
      if (i % 3 === 2) await solveAll(player, yesterday);
    }
  });

  const pageThrough = async (sort: (typeof USER_SORTS)[number], order: (typeof SORT_ORDERS)[number]) => {
    const users: ManagedUserView[] = [];
    for (let page = 1; ; page++) {
      const answer = await get(ListUsers).list({ sort, order, page, limit: 3 });
      users.push(...answer.users);
      if (page >= answer.pages) return { users, total: answer.total };
    }
  };

  const key = (sort: (typeof USER_SORTS)[number], user: ManagedUserView): string | number =>
    sort === 'username'
      ? user.username.toLowerCase()
      : sort === 'createdAt'
        ? user.createdAt
        : sort === 'lastPlayed'
          ? (user.lastPlayed ?? '')
          : user.gamesPlayed;

  for (const sort of USER_SORTS) {
    for (const order of SORT_ORDERS) {
      it(`given pages of 3 by ${sort} ${order}, then together they list everyone once, in order`, async () => {
        const { users, total } = await pageThrough(sort, order);
        expect(users).to.have.length(total);
        expect(new Set(users.map((user) => user.id)).size).to.equal(total);
        const keys = users.map((user) => key(sort, user));
        const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(keys).to.deep.equal(order === 'asc' ? sorted : sorted.reverse());
      });
    }
  }

  it('given two recalculations asked for at the same moment, then one runs and the other is told', async () => {
    const recalculation = get(RecalculateScoreboards);
    const actor = { id: null, username: 'test' };
    const [first, second] = await Promise.all([recalculation.start(actor), recalculation.start(actor)]);
    const started = [first, second].filter(E.isRight);
    const refused = [first, second].filter(E.isLeft);
    expect(started).to.have.length(1);
    expect(refused.map((answer) => answer.left.code)).to.deep.equal(['RECALCULATION_RUNNING']);
    expect(refused[0]!.left.details?.progress).to.include({ jobId: started[0]!.right.progress.jobId });
    expect(await started[0]!.right.finished).to.equal('complete');
    expect(await recalculation.latest()).to.include({ state: 'complete', phase: 'done' });
  });
});

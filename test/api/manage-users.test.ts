import { expect } from 'chai';
import { expectError, TODAY, useGameServer } from '../support/game-api';
import { auditOf, databaseOf, staffMember, type Staff } from '../support/manage-api';

// The control panel's users (admin spec 7 "Users", DESIGN 11) as an admin's browser calls them.

describe('API | Control panel | Users', function () {
  this.timeout(60_000);
  const game = useGameServer();
  let admin: Staff;

  before(async () => {
    admin = await staffMember(game, ['admin']);
  });

  const usernameOf = async (userId: string) =>
    (await databaseOf(game).knex('users').where({ id: userId }).first('username')).username as string;

  describe('the list', () => {
    it('given a search of two or more characters, then only names starting with it answer, 20 a page', async () => {
      const player = await game.registered();
      const name = await usernameOf(player.userId);
      const found = await admin.get(`/manage/users?search=${encodeURIComponent(`  ${name.toUpperCase()} `)}`);
      expect(found.status).to.equal(200);
      expect(found.body.users.map((user: { username: string }) => user.username)).to.deep.equal([name]);
      expect(found.body).to.include({ total: 1, pages: 1, currentPage: 1, limit: 20 });
    });

    it('given a one-character search, then it is no search: the whole list answers', async () => {
      const all = await admin.get('/manage/users');
      const short = await admin.get('/manage/users?search=p');
      expect(short.body.total).to.equal(all.body.total).and.to.be.greaterThan(1);
    });

    it('sorts by games played both ways, paging without overlap', async () => {
      const winner = await game.registered();
      await winner.forfeit(TODAY).then(async () => {
        await winner.start(TODAY);
        await winner.forfeit(TODAY);
      });
      const desc = await admin.get('/manage/users?sort=gamesPlayed&order=desc&limit=1');
      expect(desc.body.users[0].gamesPlayed).to.be.greaterThan(0);
      const asc = await admin.get('/manage/users?sort=gamesPlayed&order=asc&limit=100');
      const counts = asc.body.users.map((user: { gamesPlayed: number }) => user.gamesPlayed);
      expect(counts).to.deep.equal([...counts].sort((a, b) => a - b));
      const pageOne = await admin.get('/manage/users?sort=createdAt&order=desc&limit=2&page=1');
      const pageTwo = await admin.get('/manage/users?sort=createdAt&order=desc&limit=2&page=2');
      const ids = [...pageOne.body.users, ...pageTwo.body.users].map((user: { id: string }) => user.id);
      expect(new Set(ids).size).to.equal(4);
    });

    it('filters admins, and answers 400 for an unknown sort, order or filter', async () => {
      const admins = await admin.get('/manage/users?filter=admins');
      expect(admins.body.users.every((user: { roles: string[] }) => user.roles.includes('admin'))).to.equal(
        true,
      );
      expect(admins.body.users.map((user: { id: string }) => user.id)).to.include(admin.userId);
      for (const query of ['sort=password', 'order=up', 'filter=everyone', 'page=0x']) {
        expectError(await admin.get(`/manage/users?${query}`), 400, 'VALIDATION_ERROR');
      }
    });

    it('lists players idle for the given days (default 30), those who never played included', async () => {
      const idle = await game.registered();
      const answer = await admin.get('/manage/users/inactive?limit=100');
      expect(answer.status).to.equal(200);
      expect(answer.body.days).to.equal(30);
      const all = [];
      for (let page = 1; page <= answer.body.pages; page++) {
        all.push(...(await admin.get(`/manage/users/inactive?page=${page}`)).body.users);
      }
      expect(all.map((user: { id: string }) => user.id)).to.include(idle.userId);
      // More days than anyone could have been idle is "ever", not a date the store cannot read.
      const ever = await admin.get('/manage/users/inactive?days=99999999999');
      expect(ever.status, JSON.stringify(ever.body)).to.equal(200);
      expect(ever.body.days).to.equal(36_500);
    });
  });

  describe('roles', () => {
    it('given a player made game manager, then their very next request reaches the control panel', async () => {
      const player = await game.registered();
      expectError(await player.get('/manage/games/next-date'), 403, 'FORBIDDEN');
      const changed = await admin.put(`/manage/users/${player.userId}/role`, {
        role: 'gameManager',
        action: 'add',
      });
      expect(changed.status, JSON.stringify(changed.body)).to.equal(200);
      expect(changed.body.user.roles).to.deep.equal(['gameManager']);
      expect((await player.get('/manage/games/next-date')).status).to.equal(200);

      await admin.put(`/manage/users/${player.userId}/role`, { role: 'gameManager', action: 'remove' });
      expectError(await player.get('/manage/games/next-date'), 403, 'FORBIDDEN');
      const audit = await auditOf(game, player.userId);
      expect(audit.map((record) => record.action)).to.deep.equal(['user.role.add', 'user.role.remove']);
      expect(audit[0]).to.deep.include({ actor_name: admin.username });
    });

    it('refuses the last admin losing the role, and of two admins removing each other at once, one wins', async () => {
      const knex = databaseOf(game).knex;
      const first = await staffMember(game, ['admin']);
      const second = await staffMember(game, ['admin']);
      // Only these two are admins now.
      await knex('users')
        .whereRaw("'admin' = any(roles)")
        .whereNotIn('id', [first.userId, second.userId])
        .update({ roles: knex.raw("array_remove(roles, 'admin')") });

      const answers = await Promise.all([
        first.put(`/manage/users/${second.userId}/role`, { role: 'admin', action: 'remove' }),
        second.put(`/manage/users/${first.userId}/role`, { role: 'admin', action: 'remove' }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      // The loser is either refused as the last admin or, its roles gone, no longer allowed at all.
      expect(statuses[0]).to.equal(200);
      expect(statuses[1]).to.be.oneOf([403, 409]);
      const admins = await knex('users').whereRaw("'admin' = any(roles)").pluck('id');
      expect(admins).to.have.length(1);

      const survivor = admins[0] === first.userId ? first : second;
      expectError(
        await survivor.put(`/manage/users/${survivor.userId}/role`, { role: 'admin', action: 'remove' }),
        409,
        'LAST_ADMIN',
      );
      expectError(await survivor.delete(`/manage/users/${survivor.userId}`), 409, 'CANNOT_DELETE_SELF');
      // Nor by the account's own deletion (issue 30: it went, and the site had no admin until a restart).
      expectError(await survivor.delete('/auth/account'), 409, 'LAST_ADMIN');
      expect((await survivor.get('/manage/users')).status).to.equal(200);
      admin = survivor;
    });

    it('answers 400 for a role or action not in the table, 404 for an unknown user', async () => {
      const player = await game.registered();
      expectError(
        await admin.put(`/manage/users/${player.userId}/role`, { role: 'owner', action: 'add' }),
        400,
        'VALIDATION_ERROR',
      );
      expectError(
        await admin.put(`/manage/users/${player.userId}/role`, { role: 'admin' }),
        400,
        'VALIDATION_ERROR',
      );
      expectError(
        await admin.put('/manage/users/not-an-id/role', { role: 'admin', action: 'add' }),
        404,
        'USER_NOT_FOUND',
      );
    });
  });

  describe('details, games and deletion', () => {
    it('shows a player’s running game, and the admin’s forfeit ends it as the player’s own would', async () => {
      const player = await game.registered();
      const puzzle = await game.puzzle(TODAY);
      await player.start(TODAY);
      await player.check(puzzle.wrong(0));

      const details = await admin.get(`/manage/users/${player.userId}/details`);
      expect(details.status, JSON.stringify(details.body)).to.equal(200);
      expect(details.body.runningGames).to.deep.equal([
        {
          gameId: puzzle.game.id,
          date: TODAY,
          startedAt: details.body.runningGames[0].startedAt,
          mistakes: 1,
          solved: 0,
        },
      ]);
      expect(details.body.standing).to.equal(null);
      expect(details.body.sessions).to.have.length(1);

      const forfeit = await admin.post(`/manage/users/${player.userId}/games/${puzzle.game.id}/forfeit`);
      expect(forfeit.status, JSON.stringify(forfeit.body)).to.equal(200);
      expect(forfeit.body.result).to.include({ gameStatus: 'forfeit', score: 0 });
      expect((await player.state(TODAY)).body.gameStatus).to.equal('forfeit');
      const after = await admin.get(`/manage/users/${player.userId}/details`);
      expect(after.body.runningGames).to.deep.equal([]);
      expect(after.body.standing).to.include({ gamesPlayed: 1, wins: 0 });
      expect(after.body.recentGames[0]).to.include({ date: TODAY, status: 'forfeit', score: 0 });
      expect(after.body.user.gamesPlayed).to.equal(1);

      const attempts = await admin.get(`/manage/users/${player.userId}/attempted-categories/${TODAY}`);
      expect(attempts.body.attempts).to.have.length(1);
      expect(attempts.body.attempts[0]).to.include({ correct: false });
      expect(attempts.body.attempts[0].words).to.have.members(puzzle.wrong(0));
      expect(attempts.body.game).to.include({ status: 'forfeit', mistakes: 1 });
    });

    it('answers 404 NO_RUNNING_GAME for a player who has not started that game', async () => {
      const player = await game.registered();
      const puzzle = await game.puzzle(TODAY);
      expectError(
        await admin.post(`/manage/users/${player.userId}/games/${puzzle.game.id}/forfeit`),
        404,
        'NO_RUNNING_GAME',
      );
    });

    it('lists a guest’s attempts by their id, and refuses an id that is not a guest id', async () => {
      const guest = game.guest();
      const puzzle = await game.puzzle(TODAY);
      await guest.start(TODAY);
      await guest.check(puzzle.words(0));
      const answer = await admin.get(`/manage/guests/${guest.guestId}/attempted-categories/${TODAY}`);
      expect(answer.body).to.deep.include({ player: { kind: 'guest', id: guest.guestId, username: null } });
      expect(answer.body.attempts).to.have.length(1);
      expect(answer.body.attempts[0]).to.include({ correct: true });
      expect(answer.body.attempts[0].words).to.have.members(puzzle.words(0));
      expectError(
        await admin.get(`/manage/guests/robert/attempted-categories/${TODAY}`),
        404,
        'USER_NOT_FOUND',
      );
      expectError(
        await admin.get(`/manage/guests/${guest.guestId}/attempted-categories/eilen`),
        400,
        'INVALID_DATE_FORMAT',
      );
    });

    it('deletes exactly what account deletion deletes, and the player can no longer sign in', async () => {
      const player = await game.registered();
      await player.start(TODAY);
      await player.forfeit(TODAY);
      const deleted = await admin.delete(`/manage/users/${player.userId}`);
      expect(deleted.status, JSON.stringify(deleted.body)).to.equal(200);
      expect(deleted.body.deletedData).to.include({ user: 1, gameScores: 1, gameSessions: 1, scoreboard: 1 });
      expectError(await player.get('/auth/profile'), 401, 'UNAUTHORIZED');
      expectError(await admin.delete(`/manage/users/${player.userId}`), 404, 'USER_NOT_FOUND');
      expect((await auditOf(game, player.userId)).map((record) => record.action)).to.deep.equal([
        'user.delete',
      ]);
    });
  });

  describe('ad-free status and passwords', () => {
    it('sets the permanent flag and an end date, and refuses a date it cannot read', async () => {
      const player = await game.registered();
      expect((await admin.get(`/manage/users/${player.userId}/ad-free`)).body).to.deep.equal({
        isPermanentlyAdFree: false,
        adFreeUntil: null,
        adFreeNow: false,
      });
      const until = await admin.put(`/manage/users/${player.userId}/ad-free`, { adFreeUntil: '2026-12-31' });
      expect(until.body).to.deep.equal({
        isPermanentlyAdFree: false,
        adFreeUntil: '2026-12-31T23:59:59.999Z',
        adFreeNow: true,
      });
      const listed = await admin.get(`/manage/users?filter=adFree&limit=100`);
      expect(listed.body.users.map((user: { id: string }) => user.id)).to.include(player.userId);
      for (const adFreeUntil of ['ensi jouluna', '2027-02-31', '2027-02-28T25:00Z']) {
        expectError(
          await admin.put(`/manage/users/${player.userId}/ad-free`, { adFreeUntil }),
          400,
          'VALIDATION_ERROR',
        );
      }
    });

    it('resets the password of a player who asked: shown once, sessions ended, request closed', async () => {
      const player = await game.registered();
      const name = await usernameOf(player.userId);
      await game.api.post('/auth/forgot-password', { usernameOrEmail: name });
      const requests = await admin.get('/manage/users/reset-requests');
      expect(requests.body.requests.map((request: { username: string }) => request.username)).to.include(
        name,
      );

      const reset = await admin.post(`/manage/users/${player.userId}/reset-password`);
      expect(reset.status, JSON.stringify(reset.body)).to.equal(200);
      expect(reset.headers.get('cache-control')).to.equal('no-store');
      expect(reset.body.user.forcePasswordReset).to.equal(true);
      expectError(await player.get('/auth/profile'), 401, 'UNAUTHORIZED');
      const login = await game.api.post('/auth/login', {
        username: name,
        password: reset.body.temporaryPassword,
      });
      expect(login.status, JSON.stringify(login.body)).to.equal(200);
      expect(login.body.user.forcedPasswordReason).to.equal('adminReset');
      expectError(
        await game.api.get('/game/session/active', login.body.token),
        403,
        'PASSWORD_CHANGE_REQUIRED',
      );
      const after = await admin.get('/manage/users/reset-requests');
      expect(after.body.requests.map((request: { username: string }) => request.username)).to.not.include(
        name,
      );
      const stored = await databaseOf(game)
        .knex('audit_log')
        .where({ entity_id: player.userId })
        .first('after');
      expect(JSON.stringify(stored.after)).to.not.include(reset.body.temporaryPassword);
    });
  });
});

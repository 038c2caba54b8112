import { expect } from 'chai';
import type { Role } from '../../domain/permissions/permission-policy';
import { expectError, TODAY, useGameServer } from '../support/game-api';
import { staffMember, type Staff } from '../support/manage-api';
import { routePattern, routeTableOf } from '../support/route-table';

// Every control-panel path against each role (DESIGN 11): no token 401, a player 403, and the
// roles of the permission table let through (the answer may still be a 404 or 400 for the made-up ids and
// bodies here: what matters is that the permission check passed).

const ID = '00000000-0000-4000-8000-000000000000';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const PATHS: [Method, string, readonly Role[]][] = [
  ['GET', '/manage/games/status/upcoming', ['admin', 'gameManager']],
  ['GET', '/manage/games/next-date', ['admin', 'gameManager']],
  ['GET', '/manage/available-dates', ['admin', 'gameManager']],
  ['GET', `/manage/games/calendar?from=${TODAY}&to=${TODAY}`, ['admin', 'gameManager']],
  ['GET', `/manage/games/recent-usage?date=${TODAY}`, ['admin', 'gameManager']],
  ['GET', '/manage/games/reorder', ['admin', 'gameManager']],
  ['POST', '/manage/games/reorder', ['admin', 'gameManager']],
  ['POST', '/manage/games/import', ['admin', 'gameManager']],
  ['POST', '/manage/games', ['admin', 'gameManager']],
  ['GET', `/manage/games/${TODAY}/categories`, ['admin', 'gameManager']],
  ['GET', `/manage/games/${ID}`, ['admin', 'gameManager']],
  ['PUT', `/manage/games/${ID}`, ['admin', 'gameManager']],
  ['PUT', `/manage/games/${ID}/words`, ['admin', 'gameManager']],
  ['POST', `/manage/games/${ID}/publish`, ['admin', 'gameManager']],
  ['POST', `/manage/games/${ID}/unpublish`, ['admin', 'gameManager']],
  ['DELETE', `/manage/games/${ID}`, ['admin', 'gameManager']],
  ['GET', '/manage/single-categories', ['admin', 'gameManager']],
  ['POST', '/manage/single-categories', ['admin', 'gameManager']],
  ['POST', '/manage/single-categories/import', ['admin', 'gameManager']],
  ['GET', `/manage/single-categories/${ID}`, ['admin', 'gameManager']],
  ['PUT', `/manage/single-categories/${ID}`, ['admin', 'gameManager']],
  ['DELETE', `/manage/single-categories/${ID}`, ['admin', 'gameManager']],
  ['GET', '/categories/search?q=a', ['admin', 'gameManager']],
  ['GET', '/categories', ['admin', 'gameManager']],
  ['GET', '/manage/suggestions', ['admin', 'gameManager']],
  ['POST', `/manage/suggestions/${ID}/approve`, ['admin', 'gameManager']],
  ['POST', `/manage/suggestions/${ID}/decline`, ['admin', 'gameManager']],
  ['GET', '/manage/system/settings', ['admin']],
  ['PUT', '/manage/system/settings', ['admin']],
  ['GET', '/manage/system/daily/status', ['admin']],
  ['GET', '/manage/system/buttons/status', ['admin']],
  ['PUT', '/manage/system/buttons/status', ['admin']],
  ['POST', '/manage/system/ads/toggle', ['admin']],
  ['POST', '/manage/system/daily/toggle', ['admin']],
  ['POST', '/manage/system/guest-play/toggle', ['admin']],
  ['POST', '/manage/system/guest-previous-days/toggle', ['admin']],
  ['PUT', '/manage/system/branding', ['admin']],
  ['POST', '/manage/system/branding/logo', ['admin']],
  ['DELETE', '/manage/system/branding/logo', ['admin']],
  ['GET', '/manage/users?search=pe&sort=gamesPlayed&filter=admins', ['admin']],
  ['GET', '/manage/users/inactive?days=7', ['admin']],
  ['GET', '/manage/users/reset-requests', ['admin']],
  ['GET', `/manage/users/${ID}/details`, ['admin']],
  ['PUT', `/manage/users/${ID}/role`, ['admin']],
  ['DELETE', `/manage/users/${ID}`, ['admin']],
  ['POST', `/manage/users/${ID}/games/${ID}/forfeit`, ['admin']],
  ['GET', `/manage/users/${ID}/ad-free`, ['admin']],
  ['PUT', `/manage/users/${ID}/ad-free`, ['admin']],
  ['POST', `/manage/users/${ID}/reset-password`, ['admin']],
  ['GET', `/manage/users/${ID}/attempted-categories/${TODAY}`, ['admin']],
  ['GET', `/manage/guests/guest_0123456789abcdef0123/attempted-categories/${TODAY}`, ['admin']],
  ['PUT', `/manage/scores/${ID}`, ['admin']],
  ['GET', '/manage/scoreboards/recalculate', ['admin']],
  ['GET', '/manage/scoreboards/recalculate/events', ['admin']],
  ['POST', '/manage/scoreboards/recalculate', ['admin']],
  ['GET', '/manage/audit', ['admin']],
  ['GET', '/manage/stats/active-sessions', ['admin', 'gameManager']],
  ['GET', '/manage/stats/analytics?period=7d', ['admin', 'gameManager']],
  ['GET', '/manage/users/stats?period=7d', ['admin', 'gameManager']],
  ['GET', '/manage/stats/daily-players?period=all', ['admin', 'gameManager']],
  ['GET', `/game-reviews?searchDate=${TODAY}`, ['admin', 'gameManager']],
  ['GET', `/manage/combinations/${TODAY}`, ['admin', 'gameManager']],
  ['GET', `/manage/stats/categories/${TODAY}`, ['admin', 'gameManager']],
  ['GET', '/manage/messages', ['admin', 'gameManager']],
  ['POST', '/manage/messages', ['admin', 'gameManager']],
  ['PUT', `/manage/messages/${ID}`, ['admin', 'gameManager']],
  ['DELETE', `/manage/messages/${ID}`, ['admin', 'gameManager']],
  ['POST', '/manage/email/users', ['admin']],
  ['POST', '/manage/email/all', ['admin']],
  ['GET', '/manage/email/jobs', ['admin']],
  ['GET', `/manage/email/jobs/${ID}`, ['admin']],
  // News: the poll paths under /manage/news/{id}/poll... are every signed-in player's (player-news.test.ts).
  ['GET', '/manage/news/all', ['admin', 'gameManager']],
  ['GET', `/manage/news/${ID}`, ['admin', 'gameManager']],
  ['POST', '/manage/news', ['admin', 'gameManager']],
  ['PUT', `/manage/news/${ID}`, ['admin', 'gameManager']],
  ['DELETE', `/manage/news/${ID}`, ['admin', 'gameManager']],
  ['POST', '/manage/news/upload-image', ['admin', 'gameManager']],
];

type Caller = Pick<Staff, 'get' | 'post' | 'put' | 'delete'>;

const call = (staff: Caller, method: Method, path: string) => {
  switch (method) {
    case 'GET':
      return staff.get(path);
    case 'POST':
      return staff.post(path, {});
    case 'PUT':
      return staff.put(path, {});
    case 'DELETE':
      return staff.delete(path);
  }
};

describe('API | Control panel | Who may call each path', function () {
  this.timeout(60_000);
  const game = useGameServer();

  it('given no token, then every path answers 401 UNAUTHORIZED', async () => {
    for (const [method, path] of PATHS) {
      expectError(await call(game.api, method, path), 401, 'UNAUTHORIZED');
    }
  });

  const WHO = { player: [], 'a game manager': ['gameManager'], 'an admin': ['admin'] } as const;
  for (const [who, roles] of Object.entries(WHO)) {
    it(`given ${who === 'player' ? 'a player' : who}, then exactly the paths of the permission table pass the check`, async () => {
      const staff = await staffMember(game, [...roles]);
      for (const [method, path, allowed] of PATHS) {
        const answer = await call(staff, method, path);
        const permitted = roles.some((role: Role) => allowed.includes(role));
        const label = `${roles.join() || 'player'} ${method} ${path}: ${JSON.stringify(answer.body)}`;
        if (permitted) expect(answer.status, label).to.not.be.oneOf([401, 403, 500]);
        else expectError(answer, 403, 'FORBIDDEN');
      }
    });
  }
});

// The news poll paths live under /manage/news but are every signed-in player's (player-news.test.ts).
const PLAYER_PATHS_UNDER_MANAGE = /^\/manage\/news\/:[^/]+\/polls?\b/;

describe('API | Control panel | The table above is complete', function () {
  this.timeout(60_000);
  const game = useGameServer();

  it('given every route the instance mounts under /manage, then each is checked above', () => {
    const listed = PATHS.map(([method, path]) => `${method} ${path.split('?')[0]}`);
    const unlisted = routeTableOf(game.server)
      .filter(({ path }) => path.startsWith('/manage') && !PLAYER_PATHS_UNDER_MANAGE.test(path))
      .filter((route) => !listed.some((call) => routePattern(route).test(call)))
      .map(({ method, path }) => `${method} ${path}`);
    expect(unlisted, 'routes missing from PATHS').to.deep.equal([]);
  });
});

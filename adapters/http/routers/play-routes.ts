import type Router from '@koa/router';
import type { Context } from 'koa';
import type { GameplayUseCases } from '../../../application/gameplay/gameplay-use-cases';
import type { Player } from '../../../application/ports/player';
import {
  CategoryMatchRequest,
  CheckSelectionRequest,
  CombinationRequest,
  SessionEndRequest,
  SessionSaveRequest,
  SwitchWordRequest,
} from '../../../contracts/game.codec';
import { decodeOrThrow } from '../decode';
import { respond } from '../respond';

/**
 * The paths registered players (`/game/...`) and guests (`/game/guest/...`) share: the same use cases
 * under the same rules, only the player differs (bearer token or X-Guest-ID).
 */
export function addPlayRoutes(
  router: Router,
  game: GameplayUseCases,
  playerOf: (ctx: Context) => Player,
): void {
  router.post('/session', async (ctx) => {
    respond(
      ctx,
      await game.sessions.start(playerOf(ctx), decodeOrThrow(SessionSaveRequest, ctx.request.body)),
    );
  });
  router.post('/session/end', async (ctx) => {
    const { gameDate } = decodeOrThrow(SessionEndRequest, ctx.request.body);
    respond(ctx, await game.endGame.endSession(playerOf(ctx), gameDate));
  });
  router.post('/check-selection', async (ctx) => {
    const body = decodeOrThrow(CheckSelectionRequest, ctx.request.body);
    respond(ctx, await game.checkSelection.execute(playerOf(ctx), body));
  });
  router.post('/switch-word', async (ctx) => {
    const body = decodeOrThrow(SwitchWordRequest, ctx.request.body);
    respond(ctx, await game.switchWord.execute(playerOf(ctx), body));
  });
  router.post('/check-combination', async (ctx) => {
    const body = decodeOrThrow(CombinationRequest, ctx.request.body);
    respond(ctx, await game.attempts.wasTried(playerOf(ctx), body));
  });
  router.post('/category-match', async (ctx) => {
    const body = decodeOrThrow(CategoryMatchRequest, ctx.request.body);
    respond(ctx, await game.categoryMatch.execute(playerOf(ctx), body));
  });
}

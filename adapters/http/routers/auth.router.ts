import Router from '@koa/router';
import type { AccountUseCases } from '../../../application/accounts/account-use-cases';
import {
  EmailRequest,
  ForgotPasswordRequest,
  LoginRequest,
  LogoutRequest,
  PasswordChangeRequest,
  RefreshTokenRequest,
  RegisterRequest,
  ResendVerificationRequest,
  ResetPasswordRequest,
  ShowcaseRequest,
  UsernameRequest,
  VerifyEmailRequest,
} from '../../../contracts/auth.codec';
import type { RateLimiter } from '../../../application/ports/rate-limiter.port';
import { REFRESH_TOKEN_HEADER } from '../../../domain/constants/network.constants';
import { callerId, principalOf } from '../auth/authentication.middleware';
import { limitByAddress } from '../middleware/limit-by-address';
import { decodeOrThrow } from '../decode';
import { respond, respondWith } from '../respond';

/** `/auth/*` of player-side spec 7: decode, run the use case, answer. No rule lives here. */
export function authRouter(accounts: AccountUseCases, actionLimit: RateLimiter): Router {
  const router = new Router({ prefix: '/auth' });
  const limited = (action: string) => limitByAddress(actionLimit, action);

  router.post('/login', async (ctx) => {
    const body = decodeOrThrow(LoginRequest, ctx.request.body);
    const refreshToken = ctx.get(REFRESH_TOKEN_HEADER) || undefined;
    respond(ctx, await accounts.login.execute({ ...body, ip: ctx.ip, refreshToken }));
  });

  router.post('/refresh-token', async (ctx) => {
    const body = decodeOrThrow(RefreshTokenRequest, ctx.request.body ?? {});
    respond(
      ctx,
      await accounts.refresh.execute(body.refreshToken ?? (ctx.get(REFRESH_TOKEN_HEADER) || undefined)),
    );
  });

  router.post('/register', limited('register'), async (ctx) => {
    respond(ctx, await accounts.register.execute(decodeOrThrow(RegisterRequest, ctx.request.body)), 201);
  });

  router.post('/logout', async (ctx) => {
    const body = decodeOrThrow(LogoutRequest, ctx.request.body ?? {});
    const principal = ctx.state.principal as { sessionId: string } | null | undefined;
    await accounts.logout.execute(body.refreshToken, principal?.sessionId);
    ctx.body = { message: 'Logged out' };
  });

  router.get('/profile', async (ctx) => {
    ctx.body = await accounts.profile.profile(principalOf(ctx).user);
  });

  router.get('/profile-data', async (ctx) => {
    ctx.body = await accounts.profile.profileData(principalOf(ctx).user);
  });

  router.put('/username', async (ctx) => {
    const { user } = principalOf(ctx);
    const { username } = decodeOrThrow(UsernameRequest, ctx.request.body);
    respondWith(ctx, await accounts.changeUsername.execute(user, username), (view) => ({
      message: 'Username updated',
      user: view,
    }));
  });

  router.put('/password', async (ctx) => {
    const { user, sessionId } = principalOf(ctx);
    const body = decodeOrThrow(PasswordChangeRequest, ctx.request.body);
    respondWith(ctx, await accounts.changePassword.execute(user, sessionId, body), () => ({
      message: 'Password updated',
    }));
  });

  router.put('/email', async (ctx) => {
    const { user } = principalOf(ctx);
    const { email } = decodeOrThrow(EmailRequest, ctx.request.body);
    respondWith(ctx, await accounts.changeEmail.set(user, email), (view) => ({
      message: 'Verification link sent',
      user: view,
    }));
  });

  router.delete('/email', async (ctx) => {
    respondWith(ctx, await accounts.changeEmail.remove(principalOf(ctx).user), (view) => ({
      message: 'E-mail removed',
      user: view,
    }));
  });

  router.post('/verify-email', limited('verify-email'), async (ctx) => {
    const { token } = decodeOrThrow(VerifyEmailRequest, ctx.request.body);
    respondWith(ctx, await accounts.verifyEmail.verify(token), ({ username }) => ({
      message: 'E-mail verified',
      username,
    }));
  });

  router.post('/resend-verification', limited('resend-verification'), async (ctx) => {
    const { email } = decodeOrThrow(ResendVerificationRequest, ctx.request.body);
    await accounts.verifyEmail.resend(email);
    ctx.body = { message: 'If the address waits for verification, a new link has been sent.' };
  });

  router.post('/forgot-password', limited('forgot-password'), async (ctx) => {
    const { usernameOrEmail } = decodeOrThrow(ForgotPasswordRequest, ctx.request.body);
    respond(ctx, await accounts.passwordReset.forgot(usernameOrEmail));
  });

  router.post('/reset-password', limited('reset-password'), async (ctx) => {
    const { token, newPassword } = decodeOrThrow(ResetPasswordRequest, ctx.request.body);
    respond(ctx, await accounts.passwordReset.reset(token, newPassword));
  });

  router.delete('/account', async (ctx) => {
    respond(ctx, await accounts.deleteAccount.execute(callerId(ctx)));
  });

  router.get('/showcase-achievements', (ctx) => {
    ctx.body = accounts.showcase.get(principalOf(ctx).user);
  });

  router.put('/showcase-achievements', async (ctx) => {
    const { achievements } = decodeOrThrow(ShowcaseRequest, ctx.request.body);
    respond(ctx, await accounts.showcase.put(principalOf(ctx).user, achievements));
  });

  return router;
}

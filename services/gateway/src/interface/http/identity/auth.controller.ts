import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  changePasswordRpc,
  DomainError,
  loginRpc,
  logoutRpc,
  refreshRpc,
  registerRpc,
  requestEmailChangeRpc,
  requestPasswordResetRpc,
  resendVerificationEmailRpc,
  resetPasswordRpc,
  userDtoSchema,
  verifyEmailRpc,
  authErrors,
} from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isProduction, type GatewayConfig } from '../../../config.js';
import { AUTH_RATE_LIMITS, CONFIG, DENY_LIST, PUBLIC_FORM_RATE_LIMITS, RPC_CLIENT } from '../../../gateway.tokens.js';
import type { DenyList } from '../../../application/sessions.js';
import { RateLimitedError, type AuthRateLimits } from '../../../application/rate-limits.js';
import type { PublicFormRateLimits } from '../../../application/rate-limits.js';
import { Public } from '../auth/access-policy.decorators.js';
import { routeDoc } from '../docs/route-doc.js';
import { actorOf, rpcMetaOf } from '../http-request.js';
import { clearSession, issueSession, refreshTokenOf } from './session-cookie.js';

const sessionBodySchema = z.object({ accessToken: z.string(), expiresAt: z.string(), user: userDtoSchema });
const okBody = z.object({ ok: z.literal(true) });
type Json = Record<string, unknown> | undefined;
/** Reads one field of a JSON body without trusting its shape (the RPC contract validates it). */
const field = (body: Json, name: string): unknown => (body && typeof body === 'object' ? body[name] : undefined);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Sign-up, sign-in and session routes. Each forwards only the named fields to identity;
 * anything else in the request (a `test_mode` flag, user ids, roles) is dropped here.
 * `GET /api/user` is not here: it is a Fastify route of its own (`session-user.route.ts`).
 */
@Controller()
export class AuthController {
  private readonly secureCookies: boolean;

  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(AUTH_RATE_LIMITS) private readonly limits: AuthRateLimits,
    @Inject(PUBLIC_FORM_RATE_LIMITS) private readonly formLimits: PublicFormRateLimits,
    @Inject(DENY_LIST) private readonly denyList: DenyList,
    @Inject(CONFIG) config: GatewayConfig,
  ) {
    this.secureCookies = isProduction(config);
  }

  @Public()
  @Post('register')
  @HttpCode(201)
  @RouteSchema(
    routeDoc({
      tag: 'auth',
      summary: 'Create an account (sends the verification e-mail); 429 with Retry-After past the per-IP limit',
      body: registerRpc.request,
      responses: { 201: registerRpc.response },
    }),
  )
  async register(@Req() req: FastifyRequest, @Body() body: Json) {
    await this.formLimits.consumeRegistration(req.ip);
    const payload = {
      fullName: field(body, 'fullName'),
      username: field(body, 'username'),
      email: field(body, 'email'),
      country: field(body, 'country'),
      password: field(body, 'password'),
    } as z.input<typeof registerRpc.request>;
    return this.rpc.call(registerRpc, payload, rpcMetaOf(req));
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @RouteSchema(
    routeDoc({
      tag: 'auth',
      summary: 'Sign in with e-mail or username; sets the refresh-token cookie',
      body: loginRpc.request.omit({ ip: true }),
      responses: { 200: sessionBodySchema },
    }),
  )
  async login(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Body() body: Json) {
    const usernameOrEmail = field(body, 'usernameOrEmail');
    const identifier = text(usernameOrEmail);
    if (identifier.trim()) await this.limits.checkLogin(identifier, req.ip);
    const session = await this.rpc
      .call(
        loginRpc,
        { usernameOrEmail, password: field(body, 'password'), ip: req.ip } as z.input<typeof loginRpc.request>,
        rpcMetaOf(req),
      )
      .catch(async (err: unknown) => {
        // Only a wrong identifier or password counts toward the limits; success never does.
        if (err instanceof DomainError && err.kind === 'unauthorized' && identifier.trim())
          await this.limits.loginFailed(identifier, req.ip);
        throw err;
      });
    await this.limits.loginSucceeded(identifier);
    return issueSession(reply, session, this.secureCookies);
  }

  @Public()
  @Post('auth/refresh')
  @HttpCode(200)
  @RouteSchema(
    routeDoc({
      tag: 'auth',
      summary: 'Rotate the refresh-token cookie; returns a new access token',
      responses: { 200: sessionBodySchema },
    }),
  )
  async refresh(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const refreshToken = refreshTokenOf(req);
    if (!refreshToken) throw authErrors.refreshInvalid();
    try {
      const session = await this.rpc.call(refreshRpc, { refreshToken }, rpcMetaOf(req));
      return issueSession(reply, session, this.secureCookies);
    } catch (err) {
      if (err instanceof DomainError && err.kind === 'unauthorized') clearSession(reply, this.secureCookies);
      throw err;
    }
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  @RouteSchema(
    routeDoc({
      tag: 'auth',
      summary: 'End the session (cookie and/or bearer token); always 204',
      auth: 'optional',
      responses: { 204: null },
    }),
  )
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const refreshToken = refreshTokenOf(req);
    const actor = actorOf(req);
    clearSession(reply, this.secureCookies);
    // Deny the access token here and now; identity's session.revoked event does the same
    // for every other gateway instance.
    if (actor?.sessionId) await this.denyList.revokeSession(actor.sessionId);
    if (!refreshToken && !actor) return;
    await this.rpc.call(logoutRpc, refreshToken ? { refreshToken } : {}, rpcMetaOf(req));
  }

  @Public()
  @Post('auth/verify-email')
  @HttpCode(200)
  @RouteSchema(
    routeDoc({
      tag: 'auth',
      summary: 'Confirm an e-mail address (sign-up, or a new sign-in e-mail) with the token from the e-mail',
      body: verifyEmailRpc.request,
      responses: { 200: verifyEmailRpc.response },
    }),
  )
  verifyEmail(@Req() req: FastifyRequest, @Body() body: Json) {
    return this.rpc.call(
      verifyEmailRpc,
      { token: field(body, 'token') } as z.input<typeof verifyEmailRpc.request>,
      rpcMetaOf(req),
    );
  }

  @Public()
  @Post('auth/resend-verification')
  @HttpCode(202)
  @RouteSchema(
    routeDoc({
      tag: 'auth',
      summary:
        'E-mail a new verification link (older links stop working): to the account named by usernameOrEmail (from the sign-in screen; the same answer whether or not it exists), else to the signed-in user; 429 with Retry-After past the per-account or per-IP limit',
      auth: 'optional',
      body: resendVerificationEmailRpc.request,
      responses: { 202: okBody },
    }),
  )
  async resendVerification(@Req() req: FastifyRequest, @Body() body: Json) {
    const usernameOrEmail = field(body, 'usernameOrEmail');
    const account = text(usernameOrEmail).trim() || actorOf(req)?.userId;
    if (account) await this.limits.consumeRecovery(`verify:${account}`, req.ip);
    return this.rpc.call(
      resendVerificationEmailRpc,
      { usernameOrEmail } as z.input<typeof resendVerificationEmailRpc.request>,
      rpcMetaOf(req),
    );
  }

  @Public()
  @Post('auth/forgot-password')
  @HttpCode(202)
  @RouteSchema(
    routeDoc({
      tag: 'auth',
      summary: 'E-mail a password-reset link (same answer whether or not the account exists)',
      body: requestPasswordResetRpc.request,
      responses: { 202: okBody },
    }),
  )
  async forgotPassword(@Req() req: FastifyRequest, @Body() body: Json) {
    const email = field(body, 'email');
    if (text(email).trim()) await this.limits.consumeRecovery(text(email), req.ip);
    return this.rpc.call(
      requestPasswordResetRpc,
      { email } as z.input<typeof requestPasswordResetRpc.request>,
      rpcMetaOf(req),
    );
  }

  @Public()
  @Post('auth/reset-password')
  @HttpCode(200)
  @RouteSchema(
    routeDoc({
      tag: 'auth',
      summary: 'Set a new password with the token from the e-mail; ends every session',
      body: resetPasswordRpc.request,
      responses: { 200: okBody },
    }),
  )
  async resetPassword(@Req() req: FastifyRequest, @Body() body: Json) {
    const token = field(body, 'token');
    if (text(token)) await this.limits.consumeRecovery(`reset:${text(token)}`, req.ip);
    return this.rpc.call(
      resetPasswordRpc,
      { token, password: field(body, 'password') } as z.input<typeof resetPasswordRpc.request>,
      rpcMetaOf(req),
    );
  }

  @Post('auth/change-email')
  @HttpCode(202)
  @RouteSchema(
    routeDoc({
      tag: 'auth',
      summary:
        'Ask to sign in with another e-mail: checks the current password, mails a confirmation link to the new address and a notice to the current one; the address changes when the link is opened. 429 with Retry-After past the per-account or per-IP limit',
      auth: 'bearer',
      body: requestEmailChangeRpc.request,
      responses: { 202: z.object({ pendingEmail: z.string() }) },
    }),
  )
  async changeEmail(@Req() req: FastifyRequest, @Body() body: Json) {
    await this.limits.consumeRecovery(`change-email:${actorOf(req)!.userId}`, req.ip);
    return this.rpc.call(
      requestEmailChangeRpc,
      { email: field(body, 'email'), currentPassword: field(body, 'currentPassword') } as z.input<
        typeof requestEmailChangeRpc.request
      >,
      rpcMetaOf(req),
    );
  }

  @Post('auth/change-password')
  @HttpCode(200)
  @RouteSchema(
    routeDoc({
      tag: 'auth',
      summary: 'Change the password; ends every other session and returns a fresh one',
      auth: 'bearer',
      body: changePasswordRpc.request,
      responses: { 200: sessionBodySchema },
    }),
  )
  async changePassword(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: Json,
  ) {
    const actor = actorOf(req)!;
    const session = await this.rpc
      .call(
        changePasswordRpc,
        { currentPassword: field(body, 'currentPassword'), newPassword: field(body, 'newPassword') } as z.input<
          typeof changePasswordRpc.request
        >,
        rpcMetaOf(req),
      )
      .catch(async (err: unknown) => {
        if (!(err instanceof DomainError) || err.code !== 'AUTH.CURRENT_PASSWORD_INCORRECT') throw err;
        // A stolen session must not be able to guess the password: after a few wrong ones the
        // session ends here and in identity (issue 10).
        const wait = await this.limits.changePasswordFailed(actor.sessionId ?? actor.userId);
        if (wait === null) throw err;
        if (actor.sessionId) await this.denyList.revokeSession(actor.sessionId);
        await this.rpc.call(logoutRpc, {}, rpcMetaOf(req)).catch(() => {});
        clearSession(reply, this.secureCookies);
        throw new RateLimitedError(wait, 'Too many wrong passwords: you have been signed out for your safety.');
      });
    return issueSession(reply, session, this.secureCookies);
  }
}

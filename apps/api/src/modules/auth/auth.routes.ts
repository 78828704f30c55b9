import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthTokensResponse,
  ForgotPasswordBody,
  LoginBody,
  LogoutBody,
  MessageResponse,
  ProfileResponse,
  RefreshTokenBody,
  RefreshTokenResponse,
  RegisterBody,
  RegisterResponse,
  ResendOtpBody,
  ResetPasswordBody,
  UpdateProfileBody,
  UserResponse,
  VerifyEmailBody,
} from '@boneka/shared';
import { readSingleFile } from '../../lib/multipart.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { AuthService, RequestContext, SignedIn } from './auth.service.js';
import { DEVICE_COOKIE, deviceCookieHeader, readCookie } from './devices.js';

const context = (req: FastifyRequest): RequestContext => ({
  ip: req.ip,
  requestId: req.id,
  device: readCookie(req.headers.cookie, DEVICE_COOKIE),
});
const tags = ['auth'];

export function authRoutes(
  service: AuthService,
  authenticate: Authenticate,
  options: { secureCookies: boolean },
): FastifyPluginAsyncZod {
  /** The tokens go in the body (the spec's client keeps them); the device mark goes in an HttpOnly cookie. */
  const signedIn = (reply: FastifyReply, { device, ...rest }: SignedIn) => {
    void reply.header('set-cookie', deviceCookieHeader(device, options.secureCookies));
    return rest;
  };
  return async (app) => {
    app.post(
      '/register',
      { schema: { tags, body: RegisterBody, response: { 201: RegisterResponse } } },
      async (req, reply) => {
        const { email } = await service.register(req.body, context(req));
        return reply.code(201).send({
          success: true as const,
          message: 'Registration successful! Please check your email for the verification code.',
          email,
          requiresVerification: true as const,
        });
      },
    );

    app.post(
      '/login',
      { schema: { tags, body: LoginBody, response: { 200: AuthTokensResponse } } },
      async (req, reply) => ({
        success: true as const,
        message: 'Login successful! Redirecting...',
        ...signedIn(reply, await service.login(req.body, context(req))),
      }),
    );

    app.post(
      '/verify-email',
      { schema: { tags, body: VerifyEmailBody, response: { 200: AuthTokensResponse } } },
      async (req, reply) => ({
        success: true as const,
        message: 'Email verified successfully! Redirecting...',
        ...signedIn(reply, await service.verifyEmail(req.body.email, req.body.otp, context(req))),
      }),
    );

    app.post(
      '/resend-otp',
      { schema: { tags, body: ResendOtpBody, response: { 200: MessageResponse } } },
      async (req) => {
        await service.resendOtp(req.body.email, context(req));
        return { success: true as const, message: 'New verification code sent! Please check your email.' };
      },
    );

    app.post(
      '/forgot-password',
      { schema: { tags, body: ForgotPasswordBody, response: { 200: MessageResponse } } },
      async (req) => {
        await service.forgotPassword(req.body.email, context(req));
        return {
          success: true as const,
          message:
            'If an account uses this e-mail, a code to reset its password is on its way. Please check your email.',
        };
      },
    );

    app.post(
      '/reset-password',
      { schema: { tags, body: ResetPasswordBody, response: { 200: MessageResponse } } },
      async (req) => {
        await service.resetPassword(req.body, context(req));
        return { success: true as const, message: 'Password changed. Please sign in with your new password.' };
      },
    );

    app.post(
      '/refresh-token',
      { schema: { tags, body: RefreshTokenBody, response: { 200: RefreshTokenResponse } } },
      async (req) => ({ success: true as const, ...(await service.refresh(req.body.refreshToken, context(req))) }),
    );

    app.post('/logout', { schema: { tags, body: LogoutBody, response: { 200: MessageResponse } } }, async (req) => {
      await service.logout(req.body.refreshToken, context(req));
      return { success: true as const, message: 'Logged out successfully' };
    });

    app.get(
      '/profile',
      { onRequest: authenticate, schema: { tags, response: { 200: ProfileResponse } } },
      async (req) => ({ success: true as const, user: await service.profile(req.auth.userId) }),
    );

    app.put(
      '/profile',
      { onRequest: authenticate, schema: { tags, body: UpdateProfileBody, response: { 200: UserResponse } } },
      async (req) => ({
        success: true as const,
        message: 'Profile updated successfully!',
        user: await service.updateProfile(req.auth.userId, req.body, context(req)),
      }),
    );

    app.post(
      '/upload-profile-image',
      {
        onRequest: authenticate,
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: UserResponse } },
      },
      async (req) => {
        const data = await readSingleFile(req, 'profileImage', 'avatar');
        return {
          success: true as const,
          message: 'Profile image updated successfully!',
          user: await service.uploadProfileImage(req.auth.userId, data, context(req)),
        };
      },
    );

    app.delete(
      '/profile-image',
      { onRequest: authenticate, schema: { tags, response: { 200: UserResponse } } },
      async (req) => ({
        success: true as const,
        message: 'Profile picture successfully deleted!',
        user: await service.deleteProfileImage(req.auth.userId, context(req)),
      }),
    );
  };
}

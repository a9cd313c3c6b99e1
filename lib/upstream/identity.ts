import 'server-only';

import type { z } from 'zod';

import { seg, upstream, upstreamCommand, upstreamFetch } from './client';
import { accessTokenResponseSchema, manageInfoResponseSchema, type registerRequestSchema } from './schemas/index.ts';

type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const login = (email: string, password: string) =>
  upstream('/api/identity/login?useCookies=false', { schema: accessTokenResponseSchema, method: 'POST', body: { email, password } });

export const refresh = (refreshToken: string) =>
  upstream('/api/identity/refresh', { schema: accessTokenResponseSchema, method: 'POST', body: { refreshToken } });

export const register = (body: RegisterRequest) => upstreamCommand('/api/identity/register', { method: 'POST', body });

export const forgotPassword = (email: string) => upstreamCommand('/api/identity/forgotPassword', { method: 'POST', body: { email } });

export const resendConfirmation = (email: string) =>
  upstreamCommand('/api/identity/resendConfirmationEmail', { method: 'POST', body: { email } });

export const resetPassword = (email: string, resetCode: string, newPassword: string) =>
  upstreamCommand('/api/identity/resetPassword', { method: 'POST', body: { email, resetCode, newPassword } });

/**
 * Sign-in link capability (optional): mails a one-time sign-in link (200 empty, account or not).
 * An upstream without it answers 404.
 */
export const sendSignInLink = (email: string, redirectUri?: string) =>
  upstreamCommand('/api/identity/sendSignInLink', { method: 'POST', body: redirectUri ? { email, redirectUri } : { email } });

/** Sign-in link capability: the link's code for a login's tokens (400 InvalidToken when wrong, used or expired). */
export const signInWithLink = (email: string, code: string) =>
  upstream('/api/identity/signInWithLink', { schema: accessTokenResponseSchema, method: 'POST', body: { email, code } });

/** True when the link from the confirmation mail was accepted; a change of address carries the new one. */
export async function confirmEmail(userId: string, code: string, changedEmail?: string): Promise<boolean> {
  const change = changedEmail ? `&changedEmail=${seg(changedEmail)}` : '';
  const response = await upstreamFetch(`/api/identity/confirmEmail?userId=${seg(userId)}&code=${seg(code)}${change}`, { cache: 'no-store' });
  return response.ok;
}

export const changePassword = (token: string, oldPassword: string, newPassword: string) =>
  upstream('/api/identity/manage/info', { schema: manageInfoResponseSchema, method: 'POST', body: { oldPassword, newPassword }, token });

/** Mails a link to the new address; the e-mail changes when it is opened (the answer still has the old one). */
export const changeEmail = (token: string, oldPassword: string, newEmail: string) =>
  upstream('/api/identity/manage/info', { schema: manageInfoResponseSchema, method: 'POST', body: { oldPassword, newEmail }, token });

/** Revokes the tokens upstream. */
export const logout = (token: string) => upstreamCommand('/api/user/logout', { method: 'POST', body: {}, token });

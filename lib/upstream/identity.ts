import 'server-only';

import { z } from 'zod';

import { seg, upstream, upstreamFetch } from './client';
import { toUpstreamError } from './errors';
import {
  accessTokenResponseSchema,
  favoritesSchema,
  manageInfoResponseSchema,
  offersSchema,
  orderHistorySchema,
  profileSchema,
} from './schemas/index.ts';

type Json = Record<string, unknown>;

/** A call whose success answer is empty (ASP.NET Identity's 200s); problems become errors. */
async function send(path: string, method: string, body: Json | undefined, token?: string): Promise<void> {
  const response = await upstreamFetch(path, {
    method,
    cache: 'no-store',
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw await toUpstreamError(response);
}

export const login = (email: string, password: string) =>
  upstream('/api/identity/login?useCookies=false', { schema: accessTokenResponseSchema, method: 'POST', body: { email, password } });

export const refresh = (refreshToken: string) =>
  upstream('/api/identity/refresh', { schema: accessTokenResponseSchema, method: 'POST', body: { refreshToken } });

export const register = (body: Json) => send('/api/identity/register', 'POST', body);
export const forgotPassword = (email: string) => send('/api/identity/forgotPassword', 'POST', { email });
export const resendConfirmation = (email: string) => send('/api/identity/resendConfirmationEmail', 'POST', { email });
export const resetPassword = (email: string, resetCode: string, newPassword: string) =>
  send('/api/identity/resetPassword', 'POST', { email, resetCode, newPassword });

export async function confirmEmail(userId: string, code: string): Promise<boolean> {
  const response = await upstreamFetch(`/api/identity/confirmEmail?userId=${seg(userId)}&code=${seg(code)}`, { cache: 'no-store' });
  return response.ok;
}

export const changePassword = (token: string, oldPassword: string, newPassword: string) =>
  upstream('/api/identity/manage/info', { schema: manageInfoResponseSchema, method: 'POST', body: { oldPassword, newPassword }, token });

export const getProfile = (token: string) => upstream('/api/user/profile', { schema: profileSchema, token });
export const updateProfile = (token: string, body: Json) => upstream('/api/user/profile', { schema: profileSchema, method: 'PUT', body, token });
export const deleteAccount = (token: string) => send('/api/user', 'DELETE', undefined, token);
export const logout = (token: string) => send('/api/user/logout', 'POST', {}, token);

export const addFavorite = (token: string, favorite: Json) => send('/api/user/favorite', 'POST', favorite, token);
export const removeFavorite = (token: string, favorite: Json) =>
  upstream('/api/user/favorite', { schema: favoritesSchema, method: 'DELETE', body: favorite, token });

export const orderHistory = (token: string, pageIndex: number, pageSize: number) =>
  upstream(`/api/user/order-history?pageIndex=${pageIndex}&pageSize=${pageSize}`, { schema: orderHistorySchema, token });

export const listOffers = (shopId: number | null) =>
  upstream(`/api/campaigns${shopId ? `?shopId=${shopId}` : ''}`, { schema: offersSchema, revalidate: 300, tags: ['shops'] });

/** The member card image (personal: never cached anywhere). */
export async function membershipCard(token: string): Promise<{ body: ArrayBuffer; contentType: string }> {
  const response = await upstreamFetch('/api/user/membership-card', { cache: 'no-store', headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw await toUpstreamError(response);
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!/^image\/(png|jpeg|webp)$/.test(contentType)) throw await toUpstreamError(new Response(null, { status: 502 }));
  return { body: await response.arrayBuffer(), contentType };
}

export const favoriteInputSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9._-]{1,50}$/), type: z.enum(['article', 'shop']) });

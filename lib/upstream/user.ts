import 'server-only';

import { z } from 'zod';

import { AppError } from '@/lib/domain/app-error';

import { upstream, upstreamCommand, upstreamFetch } from './client';
import { toUpstreamError } from './errors';
import { readOrderHistory } from './read-history';
import { readFavorites, readProfile } from './read-profile.ts';
import { type Favorite, favoritesSchema, profileSchema, type profileUpdateSchema } from './schemas/index.ts';

/** The e-mail is never sent here: it changes through identity's changeEmail, with the password. */
type ProfileUpdate = Omit<z.infer<typeof profileUpdateSchema>, 'email'>;

const logSkippedFavorites = (skipped: string[]) => {
  if (skipped.length > 0) console.warn(`[bff] favourites: left out ${skipped.length} unreadable favourite(s): ${skipped.slice(0, 10).join(', ')}`);
};

/**
 * The profile, read field by field (lib/upstream/read-profile.ts): what the customer has not filled
 * in (null) is none, and a favourite that cannot be read is left out and logged.
 */
const tolerantProfile = z
  .unknown()
  .transform((raw) => {
    const skipped: string[] = [];
    const profile = readProfile(raw, skipped);
    logSkippedFavorites(skipped);
    return profile;
  })
  .pipe(profileSchema);

/** The favourites that remain after a removal, each read on its own; an answer that is not a list fails. */
const tolerantFavorites = z
  .unknown()
  .transform((raw) => {
    if (!Array.isArray(raw)) return raw;
    const skipped: string[] = [];
    const favorites = readFavorites(raw, skipped);
    logSkippedFavorites(skipped);
    return favorites;
  })
  .pipe(favoritesSchema);

export const getProfile = (token: string) => upstream('/api/user/profile', { schema: tolerantProfile, token });

export const updateProfile = (token: string, body: ProfileUpdate) =>
  upstream('/api/user/profile', { schema: tolerantProfile, method: 'PUT', body, token });

export const deleteAccount = (token: string, password: string) => upstreamCommand('/api/user', { method: 'DELETE', body: { password }, token });

export const addFavorite = (token: string, favorite: Favorite) => upstreamCommand('/api/user/favorite', { method: 'POST', body: favorite, token });

/** Answers the favourites that remain. */
export const removeFavorite = (token: string, favorite: Favorite) =>
  upstream('/api/user/favorite', { schema: tolerantFavorites, method: 'DELETE', body: favorite, token });

/** A page of the customer's orders, from a page or SPEC.md's plain list (lib/upstream/read-history.ts). */
/** Any JSON: the history is read after the call, by the page asked for (a schema made per call costs far more than the read). */
const anyAnswer = z.unknown();

export async function getOrderHistory(token: string, pageIndex: number, pageSize: number) {
  const raw = await upstream(`/api/user/order-history?pageIndex=${pageIndex}&pageSize=${pageSize}`, { schema: anyAnswer, token });
  const skipped: string[] = [];
  const history = readOrderHistory(raw, pageIndex, pageSize, skipped);
  if (skipped.length > 0) console.warn(`[bff] order history: left out ${skipped.length} unreadable order(s): ${skipped.slice(0, 10).join(', ')}`);
  if (!history) throw new AppError('UPSTREAM_CONTRACT', 502, '/api/user/order-history: an order history is a list of orders');
  return history;
}

const CARD_TYPES = /^image\/(png|jpeg|webp)$/;

/** The member card image (personal: never cached anywhere). */
export async function getMembershipCard(token: string): Promise<{ body: ArrayBuffer; contentType: string }> {
  const response = await upstreamFetch('/api/user/membership-card', { cache: 'no-store', headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw await toUpstreamError(response);
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!CARD_TYPES.test(contentType)) throw await toUpstreamError(new Response(null, { status: 502 }));
  return { body: await response.arrayBuffer(), contentType };
}

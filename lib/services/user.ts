import 'server-only';

import { z } from 'zod';

import { profileUpdateSchema } from '@/lib/upstream/schemas/index.ts';
import * as user from '@/lib/upstream/user';

import { asCustomer, currentAccessToken, forgetTokens } from './customer-session';

export { profileUpdateSchema };
export const favoriteInputSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9._-]{1,50}$/), type: z.enum(['article', 'shop']) });
export const orderHistoryQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(0).max(10_000),
  pageSize: z.coerce.number().int().min(1).max(50),
});

type Favorite = z.infer<typeof favoriteInputSchema>;

/** A 401 from the ordering API (or no session) means signed out: NOT_AUTHENTICATED. */
export const readProfile = () => asCustomer(user.getProfile);

export const updateProfile = (input: z.infer<typeof profileUpdateSchema>) => asCustomer((token) => user.updateProfile(token, input));

export async function addFavorite(favorite: Favorite): Promise<Favorite> {
  await asCustomer((token) => user.addFavorite(token, favorite));
  return favorite;
}

/** Answers the full favourites list, which replaces the browser's copy. */
export const removeFavorite = (favorite: Favorite) => asCustomer((token) => user.removeFavorite(token, favorite));

/** A guest has no history yet: an empty page, not an error. */
export async function readOrderHistory({ pageIndex, pageSize }: z.infer<typeof orderHistoryQuerySchema>) {
  const token = await currentAccessToken();
  if (!token) return { pageIndex, pageSize, totalCount: 0, items: [] };
  return user.getOrderHistory(token, pageIndex, pageSize);
}

export const readMembershipCard = () => asCustomer(user.getMembershipCard);

/** Deletes the account upstream, then forgets the session in this browser. */
export async function deleteAccount(): Promise<void> {
  await asCustomer(user.deleteAccount);
  await forgetTokens();
}

import 'server-only';

import { z } from 'zod';

import { AppError } from '@/lib/domain/app-error';
import { deleteAccountRequestSchema, profileUpdateSchema } from '@/lib/upstream/schemas/index.ts';
import * as user from '@/lib/upstream/user';

import { withCurrentPassword } from './current-password';
import { asCustomer, currentAccessToken, forgetTokens } from './customer-session';

export { deleteAccountRequestSchema, profileUpdateSchema };
export const favoriteInputSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9._-]{1,50}$/), type: z.enum(['article', 'shop']) });
export const orderHistoryQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(0).max(10_000),
  pageSize: z.coerce.number().int().min(1).max(50),
});

type Favorite = z.infer<typeof favoriteInputSchema>;

/** A 401 from the ordering API (or no session) means signed out: NOT_AUTHENTICATED. */
export const readProfile = () => asCustomer(user.getProfile);

/**
 * The name and phone. The e-mail is the way back into the account, so it is never changed here,
 * whatever the restaurant's API would do with it: it has its own call, with the current password.
 */
export async function updateProfile({ email, ...details }: z.infer<typeof profileUpdateSchema>) {
  if (email !== undefined) throw new AppError('EMAIL_CHANGE_REQUIRES_PASSWORD', 400);
  return asCustomer((token) => user.updateProfile(token, details));
}

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

/** Deletes the account upstream (it needs the current password), then forgets the session in this browser. */
export async function deleteAccount({ password }: z.infer<typeof deleteAccountRequestSchema>): Promise<void> {
  await withCurrentPassword(() => asCustomer((token) => user.deleteAccount(token, password)));
  await forgetTokens();
}

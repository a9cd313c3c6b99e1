import { z } from 'zod';

import { i18nTextSchema, imagePathSchema, moneySchema, orderIdSchema } from './common.ts';
import { orderTypeSchema } from './settings.ts';

export const favoriteSchema = z.object({
  code: z.string().min(1).max(50),
  type: z.enum(['article', 'shop']),
});
/** As many favourites as a customer's list holds. */
export const MAX_FAVORITES = 1000;
export const favoritesSchema = z.array(favoriteSchema).max(MAX_FAVORITES);

/** the ordering API's data model user profile (+ the fields the profile form edits). */
export const profileSchema = z.object({
  isAuthenticated: z.boolean(),
  favorites: favoritesSchema,
  name: z.string().max(100).nullable(),
  lastName: z.string().max(100).nullable(),
  email: z.string().max(254).nullable().optional(),
  phone: z.string().max(30).nullable().optional(),
  favoriteShopId: z.number().int().positive().nullable().optional(),
});
/**
 * PUT /api/user/profile. The e-mail is not changed here (400 `email-change-requires-password`):
 * it changes through manageInfoRequestSchema, with the current password. A client may send the
 * address it has back unchanged.
 */
export const profileUpdateSchema = z.object({
  name: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(254).optional(),
  phone: z.string().regex(/^\+?[0-9 ()-]{6,20}$/),
});
/** DELETE /api/user: the current password (missing → OldPasswordRequired, wrong → PasswordMismatch). */
export const deleteAccountRequestSchema = z.object({ password: z.string().min(1).max(200) });

/** ASP.NET Core Identity's bearer-mode token response (upstream-contract.md A.2.2). */
export const accessTokenResponseSchema = z.object({
  tokenType: z.string(),
  accessToken: z.string().min(1).max(8000),
  expiresIn: z.number().int().positive(),
  refreshToken: z.string().min(1).max(8000),
});
export const loginRequestSchema = z.object({
  email: z.string().min(3).max(254),
  password: z.string().min(1).max(200),
});
export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(8000) });

/** An optional text of the registration: absent, null or blank is not given (and is not sent on). */
const givenText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || undefined);

/**
 * MapIdentityApi's register plus the ordering API's own fields. Only the e-mail, the password and
 * the accepted terms are always required: name, last name, phone and favourite shop may be left
 * out (the phone and the shop are required only while the restaurant's settings say
 * phoneNumberRequired / favoriteShopRequired, SPEC.md's registration rule).
 */
export const registerRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
  name: givenText(100),
  lastName: givenText(100),
  phone: givenText(30),
  favoriteShopId: z.number().int().positive().nullish(),
  acceptTerms: z.boolean(),
});
export const emailRequestSchema = z.object({ email: z.email().max(254) });
export const resetPasswordRequestSchema = z.object({
  email: z.email().max(254),
  resetCode: z.string().min(1).max(2000),
  newPassword: z.string().min(1).max(200),
});
/**
 * Sign-in link capability (optional: an upstream without it answers 404, and the app offers a
 * password reset instead). POST /api/identity/sendSignInLink always answers 200 empty, account or
 * not, and mails an account's inbox a one-time link to the app's `/login?email&signInCode`
 * (with `redirectUri`, a same-origin path, when given); the link works once, for 15 minutes.
 */
export const signInLinkRequestSchema = z.object({
  email: z.email().max(254),
  redirectUri: z.string().max(500).regex(/^\/(?![/\\])[^\u0000-\u001f\\]*$/).optional(),
});
/**
 * POST /api/identity/signInWithLink: the link's code for the token response of a login
 * (accessTokenResponseSchema). A wrong, used or expired code is a 400 ValidationProblem keyed
 * InvalidToken, like resetPassword.
 */
export const signInWithLinkRequestSchema = z.object({
  email: z.email().max(254),
  code: z.string().min(1).max(2000),
});
/**
 * POST /api/identity/manage/info. `oldPassword` is required for a new password and for a new
 * e-mail (dotnet/aspnetcore#68887): missing → OldPasswordRequired, wrong → PasswordMismatch. A new
 * e-mail is mailed a confirmation link (`confirmEmail?…&changedEmail=`) and changes only when it
 * is opened, which ends every session of the account; the present address is told.
 */
export const manageInfoRequestSchema = z.object({
  newEmail: z.email().max(254).nullable().optional(),
  newPassword: z.string().min(1).max(200).nullable().optional(),
  oldPassword: z.string().min(1).max(200).nullable().optional(),
});
export const manageInfoResponseSchema = z.object({ email: z.string(), isEmailConfirmed: z.boolean() });

/** One past order in the history (SPEC.md leaves the fields open; these are what a guest needs). */
export const orderHistoryEntrySchema = z.object({
  orderId: orderIdSchema,
  /** The short number the restaurant called out (beyond the original API; optional): the order's name in the history. */
  pickupNumber: z.string().regex(/^[A-Za-z0-9-]{1,12}$/).optional(),
  shopId: z.number().int().positive(),
  shopName: z.string().max(200),
  /** How the guest ate (beyond the original API; optional): "Order again" keeps it. */
  orderType: orderTypeSchema.optional(),
  createdAt: z.iso.datetime({ offset: true }),
  status: z.string().max(30),
  total: moneySchema,
  currency: z.string().length(3),
  items: z
    .array(
      z.object({
        code: z.string().max(50),
        name: z.string().max(200),
        quantity: z.number().int().min(1).max(99),
        choices: z.array(z.object({ level: z.number().int(), code: z.string().max(50), name: z.string().max(200) })).max(50),
      }),
    )
    .max(100),
});
export const orderHistorySchema = z.object({
  pageIndex: z.number().int().min(0),
  pageSize: z.number().int().min(1).max(100),
  /** Null when the restaurant paged its list without saying how long it is: a next page may follow. */
  totalCount: z.number().int().min(0).nullable(),
  items: z.array(orderHistoryEntrySchema).max(100),
});

export const offerSchema = z.object({
  code: z.string().max(50),
  name: z.string().max(200),
  description: z.string().max(2000),
  i18n: i18nTextSchema,
  imageUrl: imagePathSchema.nullable(),
  validUntil: z.iso.datetime({ offset: true }).nullable(),
  shopIds: z.array(z.number().int().positive()).max(1000).nullable(),
  articleCodes: z.array(z.string().max(50)).max(100),
});
export const offersSchema = z.array(offerSchema).max(200);

export type Favorite = z.infer<typeof favoriteSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type OrderHistory = z.infer<typeof orderHistorySchema>;
export type Offer = z.infer<typeof offerSchema>;

/**
 * /api/user: the signed-in customer's profile (its e-mail changes through /api/identity/manage/info),
 * favourites, order history, member card, logout and account deletion (with the current password).
 * Bearer access tokens from /api/identity/login; without one → 401 (empty), except the order
 * history, which answers an empty list (the ordering API's account calls).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';

import type { OrderHistory } from '../../../lib/upstream/schemas/index.ts';
import {
  deleteAccountRequestSchema,
  favoriteSchema,
  favoritesSchema,
  orderHistorySchema,
  profileSchema,
  profileUpdateSchema,
} from '../../../lib/upstream/schemas/index.ts';
import type { AccountDeps } from '../accounts/deps.ts';
import { membershipCardPng } from '../accounts/membership-card.ts';
import type { AppEnv } from '../context.ts';
import { all, one, run } from '../db/database.ts';
import type { SignedIn } from '../http.ts';
import {
  bearerAccount, empty, fieldProblem, json, problem, readBody, unauthorized, VALIDATION_TITLE, validationProblem,
} from '../http.ts';
import { progressDueOrders } from '../orders/kitchen.ts';
import {
  addFavourite,
  findAccount,
  listFavourites,
  profileDto,
  removeFavourite,
  revokeSession,
} from '../repo/accounts.ts';
import { findShop } from '../repo/shops.ts';
import type { OrderRef } from '../wire.ts';
import { wireOrderHistory, wireProfile } from '../wire.ts';
import { invalidEmail, isPlausiblePhone, refuseWithoutPassword } from './identity.ts';

export const MAX_PAGE_SIZE = 50;
const DEFAULT_PAGE_SIZE = 10;
const MAX_FAVOURITES = 1000;
const CHAIN_NAME = 'Nordic Burger';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

type HistoryRow = {
  id: string; order_number: number; shop_id: number; shop_name: string | null; created_at: string; status: string; total: number; currency: string;
  order_type: 'takeAway' | 'dineInPlace';
};

export function userRoutes(deps: AccountDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', bodyLimit({ maxSize: 16 * 1024, onError: () => empty(413) }));
  const signedIn = (headers: Headers): SignedIn | undefined => bearerAccount(db, headers, deps.now());
  const profile = (accountId: number): Response => {
    const account = findAccount(db, accountId);
    return account ? json(wireProfile(deps.wire, profileSchema.parse(profileDto(db, account)))) : unauthorized();
  };

  /* ---------------------------------------------------------- profile */
  app.get('/profile', (c) => {
    const me = signedIn(c.req.raw.headers);
    return me ? profile(me.account.id) : unauthorized();
  });

  app.put('/profile', async (c) => {
    if (!signedIn(c.req.raw.headers)) return unauthorized();
    const raw = await readBody(c.req.raw);
    const me = signedIn(c.req.raw.headers);
    if (!me) return unauthorized();
    if (!isObject(raw)) return empty(400);
    const parsed = profileUpdateSchema.safeParse(raw);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '$');
        if (issue.code === 'invalid_type') return empty(400);
        if (field === 'email') errors.InvalidEmail ??= invalidEmail(raw.email)[1];
        else if (field === 'phone') errors['invalid-phone'] ??= ['The phone number is not valid.'];
        else (errors[field] ??= []).push(issue.message);
      }
      return validationProblem(errors);
    }
    const update = parsed.data;
    if (!isPlausiblePhone(update.phone.trim())) return validationProblem({ 'invalid-phone': ['The phone number is not valid.'] });
    // The address is the way back into the account: it changes only through /api/identity/manage/info,
    // with the current password and a link to the new address. The same address may come back as it is.
    if (update.email !== undefined && update.email.trim().toLowerCase() !== me.account.email.toLowerCase()) {
      return problem(400, 'email-change-requires-password', 'Change the e-mail address through POST /api/identity/manage/info with the current password.', {
        errors: { email: ['The e-mail address is not changed here.'] },
      });
    }
    run(
      db,
      'UPDATE accounts SET name = ?, last_name = ?, phone = ?, updated_at = ? WHERE id = ?',
      update.name, update.lastName, update.phone.trim(), deps.now().toISOString(), me.account.id,
    );
    return profile(me.account.id);
  });

  /* ---------------------------------------------------------- delete account, logout */
  app.delete('/', async (c) => {
    if (!signedIn(c.req.raw.headers)) return unauthorized();
    const raw = await readBody(c.req.raw);
    const me = signedIn(c.req.raw.headers);
    if (!me) return unauthorized();
    const parsed = deleteAccountRequestSchema.safeParse(raw);
    // Like a new password or address, deleting needs the current password: a borrowed session is not enough.
    const refused = await refuseWithoutPassword(deps, me.account, parsed.success ? parsed.data.password : null);
    if (refused) return refused;
    // Tokens and favourites cascade; orders stay but lose their account (ON DELETE SET NULL).
    run(db, 'DELETE FROM accounts WHERE id = ?', me.account.id);
    return empty(204);
  });

  app.post('/logout', async (c) => {
    if (!signedIn(c.req.raw.headers)) return unauthorized();
    const raw = await readBody(c.req.raw);
    const me = signedIn(c.req.raw.headers);
    if (!me) return unauthorized();
    if (raw !== null && !z.looseObject({}).safeParse(raw).success) return empty(400);
    if (me.sessionId) revokeSession(db, me.account.id, me.sessionId);
    return empty(200);
  });

  /* ---------------------------------------------------------- favourites */
  const favouriteRoute = (action: 'add' | 'remove') => async (c: { req: { raw: Request } }): Promise<Response> => {
    if (!signedIn(c.req.raw.headers)) return unauthorized();
    const raw = await readBody(c.req.raw);
    const me = signedIn(c.req.raw.headers);
    if (!me) return unauthorized();
    const parsed = favoriteSchema.safeParse(raw);
    if (!parsed.success) return problem(400, 'invalid-parameter', VALIDATION_TITLE, {
      errors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? '$'), [i.message]])),
    });
    const fav = parsed.data;
    if (action === 'add') {
      const known = fav.type === 'shop'
        ? /^[1-9]\d{0,9}$/.test(fav.code) && findShop(db, Number(fav.code), { includeHidden: true }) !== undefined
        : one(db, "SELECT 1 AS x FROM articles WHERE code = ? AND kind != 'Choice'", fav.code) !== undefined;
      if (!known) {
        return fieldProblem('invalid-parameter', 'code', `No ${fav.type} has this code.`);
      }
      const count = one<{ n: number }>(db, 'SELECT count(*) AS n FROM favourites WHERE account_id = ?', me.account.id)?.n ?? 0;
      if (count >= MAX_FAVOURITES) return problem(409, 'too-many-favorites', `At most ${MAX_FAVOURITES} favourites.`);
      addFavourite(db, me.account.id, fav, deps.now().toISOString());
    } else {
      removeFavourite(db, me.account.id, fav);
    }
    return json(favoritesSchema.parse(listFavourites(db, me.account.id)));
  };
  app.post('/favorite', favouriteRoute('add'));
  app.delete('/favorite', favouriteRoute('remove'));

  /* ---------------------------------------------------------- order history */
  app.get('/order-history', (c) => {
    const pageIndexRaw = c.req.query('pageIndex') ?? '0';
    const pageSizeRaw = c.req.query('pageSize') ?? String(DEFAULT_PAGE_SIZE);
    if (!/^\d{1,6}$/.test(pageIndexRaw) || !/^\d{1,6}$/.test(pageSizeRaw) || Number(pageSizeRaw) < 1) {
      return problem(400, 'invalid-parameter', VALIDATION_TITLE, {
        errors: { pageIndex: ['A whole number from 0.'], pageSize: [`A whole number from 1 to ${MAX_PAGE_SIZE}.`] },
      });
    }
    // SPEC.md's plain list knows no pages: it is the whole history (the newest MAX_PAGE_SIZE).
    const pageIndex = deps.wire.historyArray ? 0 : Number(pageIndexRaw);
    const pageSize = deps.wire.historyArray ? MAX_PAGE_SIZE : Math.min(Number(pageSizeRaw), MAX_PAGE_SIZE);
    const me = signedIn(c.req.raw.headers);
    const refs = new Map<string, OrderRef>();
    const refOf = (id: string): OrderRef => {
      const ref = refs.get(id);
      if (!ref) throw new Error(`order-history: order ${id} was not read`);
      return ref;
    };
    const answer = (history: OrderHistory): Response =>
      json(wireOrderHistory(deps.wire, orderHistorySchema.parse(history), refOf), 200, { Vary: 'Authorization' });
    if (!me) return answer({ pageIndex, pageSize, totalCount: 0, items: [] });

    const paid = `o.account_id = ? AND o.status IN ('Added', 'Started', 'Done', 'Delivered', 'Rollbacked')`;
    const totalCount = one<{ n: number }>(db, `SELECT count(*) AS n FROM orders o WHERE ${paid}`, me.account.id)?.n ?? 0;
    let rows = all<HistoryRow>(
      db,
      `SELECT o.id, o.order_number, o.shop_id, s.name AS shop_name, o.created_at, o.status, o.total, o.currency, o.order_type
       FROM orders o LEFT JOIN shops s ON s.id = o.shop_id WHERE ${paid}
       ORDER BY o.created_at DESC, o.rowid DESC LIMIT ? OFFSET ?`,
      me.account.id, pageSize, pageIndex * pageSize,
    );
    // Apply kitchen steps that fell due, so the status is current.
    if (rows.some((r) => progressDueOrders(db, deps.now(), deps.config.kitchenStepMs, r.id) > 0)) {
      const statuses = new Map(rows.map((r) => [r.id, one<{ status: string }>(db, 'SELECT status FROM orders WHERE id = ?', r.id)?.status ?? r.status]));
      rows = rows.map((r) => ({ ...r, status: statuses.get(r.id) ?? r.status }));
    }
    for (const r of rows) refs.set(r.id, { id: r.id, number: r.order_number });
    const ids = rows.map((r) => r.id);
    const marks = ids.map(() => '?').join(',');
    const lines = ids.length === 0 ? [] : all<{ id: number; order_id: string; article_code: string; description: string; quantity: number }>(
      db, `SELECT id, order_id, article_code, description, quantity FROM order_lines WHERE order_id IN (${marks}) ORDER BY line_no`, ...ids);
    const choices = ids.length === 0 ? [] : all<{ line_id: number; level: number; choice_code: string; description: string }>(
      db,
      `SELECT c.line_id, c.level, c.choice_code, c.description FROM order_line_choices c JOIN order_lines l ON l.id = c.line_id
       WHERE l.order_id IN (${marks}) ORDER BY c.id`,
      ...ids,
    );
    return answer({
      pageIndex,
      pageSize,
      totalCount,
      items: rows.map((r) => ({
        orderId: r.id,
        // What the counter called out: the order is named by it, as on its status card and in its mails.
        pickupNumber: String(r.order_number),
        shopId: r.shop_id,
        shopName: r.shop_name ?? '',
        orderType: r.order_type,
        createdAt: r.created_at,
        status: r.status,
        total: r.total,
        currency: r.currency,
        items: lines.filter((l) => l.order_id === r.id).map((l) => ({
          code: l.article_code,
          name: l.description,
          quantity: l.quantity,
          choices: choices.filter((ch) => ch.line_id === l.id).map((ch) => ({ level: ch.level, code: ch.choice_code, name: ch.description })),
        })),
      })),
    });
  });

  /* ---------------------------------------------------------- member card */
  app.get('/membership-card', async (c) => {
    const me = signedIn(c.req.raw.headers);
    if (!me) return unauthorized();
    const a = me.account;
    const name = [a.name, a.last_name].filter(Boolean).join(' ') || a.email;
    const png = await membershipCardPng({ accountId: a.id, name, chainName: CHAIN_NAME });
    return new Response(new Uint8Array(png), {
      status: 200,
      headers: { 'Content-Type': 'image/png', 'Cache-Control': 'private, no-store', 'Content-Length': String(png.length) },
    });
  });

  return app;
}

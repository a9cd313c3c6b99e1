// Table group orders under load: many tables at once, each with several phones filling one basket
// over the BFF's group routes exactly as components/group/group-live.ts does (each phone sends its
// own lines with the version it last read, and on 412 reads the group again and sends them again),
// then ready → the host's lock → the countdown → the bill, one of two ways: one phone pays for the
// table with the order and payment pieces of journey.mjs, or (half of the groups) the table splits
// the bill ('own' lines or 'equal' parts, components/group/split-bill.tsx) and every phone pays its
// own part at once through the provider's hosted page → the group is paid for everyone. Every
// phone is its own browser (cookie jar, client address); what each phone last sent is kept for
// the audit (auditGroups).
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { newGuest, orderableArticles, payOrder, pickLine, placeOrder, step } from './journey.mjs';
import { groupOrder } from './ledger.mjs';

/** Names as guests type them, accents and an emoji included: each line must name its guest exactly. */
const NAMES = ['Anna', 'Björn', 'Zoë', 'Åsa 🍔', 'Eero', 'Fatima', 'Gösta', 'Hanna'];
/** A phone that keeps losing the race to write gives up after this many 412s (group-live.ts tries 3, then again on the next change). */
const CONFLICT_TRIES = 30;
const POLL_MS = 400;
/** The lock's countdown is 10 s (LOCK_COUNTDOWN_MS); every phone must see the basket locked well within this. */
const LOCKED_WITHIN_MS = 30_000;
/** After the payment is confirmed, the group must read paid within this. */
const PAID_WITHIN_MS = 10_000;
/** A part's return address names the part and the table (or the group); the rest is the provider's. */
const NOT_PROVIDER_PARAMETERS = new Set(['paymentId', 'share', 'table', 'join']);

/**
 * How group `index` pays: null (one phone pays for the table) or the split's mode. Pairs of groups
 * alternate, so both shops (tables go to shops 1 and 4 in turn), tables and take-away get both
 * kinds; the split pairs alternate 'own' and 'equal'. Groups 3, 4 own; 7, 8 equal; 11, 12 own; …
 */
export function splitModeOf(index) {
  const pair = (index - 1) >> 1;
  return pair % 2 === 1 ? (['own', 'equal'][(pair >> 1) % 2] ?? null) : null;
}

/** An article as a basket line holds it (lib/domain/menu/view.ts `toBasketArticle`). */
const basketArticle = (a) => ({
  code: a.code,
  description: a.description,
  price: a.price,
  i18n: a.i18n,
  imageUrl: a.imageUrl,
  campaigns: a.campaigns.map(({ code, name, i18n }) => ({ code, name, ...(i18n ? { i18n } : {}) })),
  ...(a.taxPercent !== undefined ? { taxPercent: a.taxPercent } : {}),
  allergens: a.allergens ?? [],
});

/** A line of journey.mjs's choosing, as the phone's basket holds it (basketItemSchema). */
const basketLine = ({ article, choices, quantity }) => ({
  id: randomUUID(),
  type: 'article',
  quantity,
  article: basketArticle(article),
  choices: choices.map(({ level, choice }) => ({ level, code: choice.code, article: basketArticle(choice.article) })),
  configurable: article.choiceGroups.length > 0,
});

/** The basket's one price rule (lib/domain/basket/rules.ts `lineTotal`), in minor units. */
const lineTotal = (item) => (item.article.price + item.choices.reduce((sum, c) => sum + Math.max(0, c.article.price), 0)) * item.quantity;

/** A basket line as the order request names it (lib/domain/basket/order-request.ts `orderRequestItems`). */
const orderLine = (item) => ({
  code: item.article.code,
  quantity: item.quantity,
  choices: item.choices.map((c) => ({ level: c.level, articleCode: c.article.code, choiceCode: c.code })),
});
/** A line as the restaurant stores it, labelled with its guest: what the audit compares. */
const storedLine = (item, guest) => ({ guest, ...orderLine(item) });

const sameLines = (a, b) => {
  const key = (list) => list.map((line) => JSON.stringify(line)).sort();
  return JSON.stringify(key(a)) === JSON.stringify(key(b));
};
const describe = (lines) => lines.map((l) => `${l.guest}: ${l.quantity}×${l.code}${l.choices.length ? `+${l.choices.length}` : ''}`).join(', ');

/** One call of a phone to the app's own routes: 5xx retried for `retryFor`, every error answer a proper problem. */
const call = (phone, ctx, name, path, { method = 'GET', body, headers, allow } = {}) =>
  step(phone, ctx.timings, name, () => phone.browser.fetch(path, { method, body, headers }), Date.now() + ctx.retryFor, {
    allow,
    strict: true,
  });

/** The phone takes the group as an answer gives it; the ETag must be its version. */
function take(phone, group, answer) {
  const view = answer.json;
  const etag = answer.headers.get('etag');
  if (etag !== `"${view.version}"`) group.failures.push(`${phone.name}: ETag ${etag} for version ${view.version}`);
  phone.view = view;
  return view;
}

/**
 * The host starts the group: at its table, or for take-away when it has none. A table that was
 * not free after all (its open group took the host in) is left, and the party orders take-away.
 */
async function start(group, ctx) {
  const host = group.phones[0];
  if (group.spotId !== null) {
    const body = { shopId: group.shopId, orderType: 'dineInPlace', spotId: group.spotId, name: host.name };
    const view = take(host, group, await call(host, ctx, 'start', '/api/group', { method: 'POST', body }));
    if (view.hostId === view.you && view.members.length === 1) return view;
    await call(host, ctx, 'leave', '/api/group/leave', { method: 'POST' });
    group.notFree = true;
    group.spotId = null;
  }
  const body = { shopId: group.shopId, orderType: 'takeAway', spotId: null, name: host.name };
  return take(host, group, await call(host, ctx, 'start', '/api/group', { method: 'POST', body }));
}

/** "My lines", replaced whole, with the version the phone last read; a 412 reads the group again and sends them again. */
async function sendLines(phone, group, items, ctx) {
  for (let tries = 1; ; tries++) {
    const answer = await call(phone, ctx, 'lines', '/api/group', {
      method: 'PUT',
      body: { items },
      headers: { 'if-match': `"${phone.view.version}"` },
      allow: [412],
    });
    if (answer.status !== 412) {
      const view = take(phone, group, answer);
      phone.final = items;
      const held = view.lines.filter((l) => l.memberId === view.you).map((l) => `${l.item.id}:${l.item.quantity}`);
      if (held.join() !== items.map((i) => `${i.id}:${i.quantity}`).join())
        group.failures.push(`lines: the answer to ${phone.name}'s write holds other lines than it sent`);
      return;
    }
    if (answer.json?.code !== 'GROUP_VERSION_CONFLICT') throw new Error(`lines: 412 ${answer.json?.code}`);
    phone.retries += 1;
    if (tries >= CONFLICT_TRIES) throw new Error(`lines: ${phone.name} still refused (412) after ${tries} tries`);
    take(phone, group, await call(phone, ctx, 'reread', '/api/group'));
  }
}

/** Reads the group every POLL_MS until `done(view)`, at most `withinMs`. */
async function pollUntil(phone, group, ctx, name, done, withinMs, what) {
  const deadline = Date.now() + withinMs;
  while (!done(phone.view)) {
    if (Date.now() > deadline) throw new Error(`${name}: ${phone.name} ${what} after ${withinMs} ms (state ${phone.view.state})`);
    await sleep(POLL_MS);
    take(phone, group, await call(phone, ctx, name, '/api/group'));
  }
}

async function runGroup(group, ctx) {
  const began = performance.now();
  const { phones } = group;
  const { timings } = ctx;
  const [host, ...others] = phones;

  group.id = (await start(group, ctx)).id;
  host.memberId = host.view.you;
  await Promise.all(
    others.map(async (phone) => {
      const body =
        group.spotId === null
          ? { groupId: group.id, name: phone.name }
          : { shopId: group.shopId, spotId: group.spotId, name: phone.name };
      const view = take(phone, group, await call(phone, ctx, 'join', '/api/group/join', { method: 'POST', body }));
      if (view.id !== group.id) throw new Error(`join: ${phone.name} joined group ${view.id}, not the table's ${group.id}`);
      phone.memberId = view.you;
    }),
  );

  // Every phone adds a line at a time and sends its lines, all at once: the version races.
  const articles = ctx.articles.get(group.shopId);
  await Promise.all(
    phones.map(async (phone) => {
      for (let round = 0; round < ctx.rounds; round++) {
        await sleep(Math.random() * 150); // choosing the next article
        await sendLines(phone, group, [...phone.final, basketLine(pickLine(articles))], ctx);
      }
    }),
  );

  await Promise.all(
    phones.map(async (phone) =>
      take(phone, group, await call(phone, ctx, 'ready', '/api/group/ready', { method: 'POST', body: { ready: true } })),
    ),
  );
  const lock = take(host, group, await call(host, ctx, 'lock', '/api/group/lock', { method: 'POST' }));
  if (lock.state !== 'locking') group.failures.push(`lock: the host's lock answered state ${lock.state}`);
  const lockedAt = performance.now();
  await Promise.all(
    phones.map(async (phone) => {
      await pollUntil(phone, group, ctx, 'poll', (view) => view.state === 'locked', LOCKED_WITHIN_MS, 'never saw the basket locked');
      timings.record('countdown', performance.now() - lockedAt);
    }),
  );

  const billed = performance.now();
  if (group.split) await splitAndPay(group, ctx);
  else await payForTheTable(group, ctx);
  timings.record(group.split ? 'bill-split' : 'bill-one', performance.now() - billed);

  await Promise.all(
    phones.map(async (phone) => {
      take(phone, group, await call(phone, ctx, 'seen-paid', '/api/group'));
      const { view } = phone;
      phone.sawPaid =
        view.payment?.paid === true &&
        view.state === 'paid' &&
        (!group.split || (view.split?.shares.every((share) => share.state === 'paid') && view.split.rest === 0));
    }),
  );
  if (group.split) group.shares = phones[0].view.split?.shares ?? [];
  timings.record('group', performance.now() - began);
}

/** One phone pays for the table; another pressing "I pay" too is refused. */
async function payForTheTable(group, ctx) {
  const { phones } = group;
  const { timings } = ctx;
  const payer = phones[group.index % phones.length];
  group.payer = payer;
  const claimed = take(payer, group, await call(payer, ctx, 'claim', '/api/group/pay', { method: 'POST' }));
  if (claimed.payment?.payerId !== claimed.you) group.failures.push(`claim: ${payer.name} is not the payer after claiming`);
  const rival = phones.find((phone) => phone !== payer);
  if (rival) {
    const again = await call(rival, ctx, 'claim', '/api/group/pay', { method: 'POST', allow: [409] });
    group.secondClaim = again.status === 409 ? again.json?.code : `${again.status} (payer ${again.json?.payment?.payerId})`;
  }

  // The payer's basket becomes the table's lines, each labelled with its guest (takeTableLines).
  const table = take(payer, group, await call(payer, ctx, 'reread', '/api/group'));
  group.tableTotal = table.total;
  const names = new Map(table.members.map((m) => [m.id, m.name]));
  const items = table.lines.map(({ memberId, item }) => ({ ...orderLine(item), guest: names.get(memberId) ?? '?' }));
  const attempt = randomUUID();
  const body = {
    shopId: table.shopId,
    orderType: table.orderType,
    asap: true,
    pickupTime: null,
    note: `table group ${group.index}`,
    spotId: table.spotId,
    email: `table${group.index}@example.com`,
    phone: null,
    items,
  };
  const expectedTotal = phones.reduce((sum, phone) => sum + phone.final.reduce((s, item) => s + lineTotal(item), 0), 0);
  const record = await placeOrder(payer, { body, expectedTotal, attempt, timings, retryFor: ctx.retryFor });
  group.record = record;
  const linked = take(payer, group, await call(payer, ctx, 'link', '/api/group/order', { method: 'POST', body: { orderId: record.orderId } }));
  if (linked.payment?.orderId !== record.orderId) group.failures.push(`link: the group follows ${linked.payment?.orderId}, not ${record.orderId}`);
  await payOrder(payer, { record, attempt, timings, retryFor: ctx.retryFor });

  const paidBy = Date.now() + PAID_WITHIN_MS;
  for (;;) {
    const view = take(payer, group, await call(payer, ctx, 'paid', '/api/group/paid', { method: 'POST' }));
    if (view.payment?.paid === true) break;
    if (Date.now() > paidBy) throw new Error(`paid: the group is not paid ${PAID_WITHIN_MS} ms after the payment was confirmed`);
    await sleep(POLL_MS);
  }
  group.paidTotal = payer.view.payment.total;
}

/**
 * The table splits the bill (components/group/split-bill.tsx): one phone chooses the mode (the
 * table's order is created then, priced by the restaurant), "I pay" is refused from then on,
 * every phone reads the same parts and pays its own at once: pay-share (double-tapped: the second
 * tap must be refused, the part is being paid) → the provider's hosted page → Approve → back to
 * the group page → confirm-share, and a reload that confirms again (harmless, still paid once).
 */
async function splitAndPay(group, ctx) {
  const { phones } = group;
  const splitter = phones[group.index % phones.length];
  const body = { mode: group.split, email: `table${group.index}@example.com`, languagePrefix: 'sv' };
  const split = take(splitter, group, await call(splitter, ctx, 'split', '/api/group/split', { method: 'POST', body }));
  if (!split.split) throw new Error(`split: ${splitter.name}'s split answered no split (state ${split.state})`);
  group.tableTotal = split.total;
  group.record = { orderId: split.split.orderId, apiTotal: split.split.total };
  const parts = (view) => JSON.stringify(view.split?.shares.map((s) => [s.id, s.memberId, s.amount]));

  const rival = phones.find((phone) => phone !== splitter);
  if (rival) {
    const claim = await call(rival, ctx, 'claim', '/api/group/pay', { method: 'POST', allow: [409] });
    group.secondClaim = claim.status === 409 ? claim.json?.code : `${claim.status} (payer ${claim.json?.payment?.payerId})`;
  }

  const paying = performance.now();
  await Promise.all(
    phones.map(async (phone) => {
      const view = take(phone, group, await call(phone, ctx, 'reread', '/api/group'));
      if (parts(view) !== parts(split)) group.failures.push(`split: ${phone.name} reads other parts than ${splitter.name}'s split made`);
      for (const share of view.split?.shares.filter((s) => s.memberId === view.you) ?? []) await payShare(phone, group, share, ctx);
    }),
  );

  // The last part confirmed makes the order paid: every phone must read the group paid.
  await Promise.all(
    phones.map((phone) =>
      pollUntil(phone, group, ctx, 'seen-paid', (view) => view.payment?.paid === true, PAID_WITHIN_MS, 'never saw the split bill paid'),
    ),
  );
  ctx.timings.record('parts', performance.now() - paying);
  group.paidTotal = phones[0].view.payment.total;
}

/** One phone pays its part of the split bill through the provider, as split-bill.tsx does. */
async function payShare(phone, group, share, ctx) {
  const { timings } = ctx;
  const b = phone.browser;
  const until = () => Date.now() + ctx.retryFor;
  const body = { shareId: share.id, paymentMethod: 'card', languagePrefix: 'sv' };
  const start = () => call(phone, ctx, 'pay-share', '/api/group/pay-share', { method: 'POST', body, allow: [409] });
  const taps = await Promise.all([start(), start()]);
  const started = taps.filter((answer) => answer.status === 201);
  const others = taps.filter((answer) => answer.status !== 201).map((answer) => `${answer.status} ${answer.json?.code}`);
  if (started.length !== 1 || others.join() !== '409 GROUP_PAYER_BUSY')
    group.failures.push(`pay-share: ${phone.name}'s double tap answered ${taps.map((a) => `${a.status} ${a.json?.code ?? ''}`.trim()).join(' and ')}`);
  if (!started.length) throw new Error(`pay-share: ${phone.name}'s part was never started`);
  const { redirectUrl } = started[0].json;

  const hosted = await step(phone, timings, 'provider', () => b.fetch(redirectUrl), until());
  const action = new URL(hosted.text.match(/<form\b[^>]*\baction="([^"]+)"/)[1], redirectUrl);
  const pressed = await step(phone, timings, 'approve', () => b.fetch(action, { method: 'POST', form: { action: 'approve' } }), until());
  const back = new URL(pressed.headers.get('location'));
  const paymentId = back.searchParams.get('paymentId');
  if (back.origin !== new URL(b.appUrl).origin || back.searchParams.get('share') !== share.id || back.searchParams.get('result') !== 'approved')
    group.failures.push(`provider: ${phone.name}'s part came back to ${back.origin}${back.pathname}?share=${back.searchParams.get('share')}&result=${back.searchParams.get('result')}, not its own part approved on the app`);
  phone.sharePayments.push({ shareId: share.id, paymentId });

  await step(phone, timings, 'return', () => b.fetch(back.pathname + back.search), until());
  const providerParameters = Object.fromEntries([...back.searchParams].filter(([name]) => !NOT_PROVIDER_PARAMETERS.has(name)));
  for (const reload of [false, true]) {
    const view = take(
      phone,
      group,
      await call(phone, ctx, 'share-conf', '/api/group/confirm-share', { method: 'POST', body: { paymentId, providerParameters } }),
    );
    const state = view.split?.shares.find((s) => s.id === share.id)?.state;
    if (state !== 'paid') group.failures.push(`confirm-share: ${phone.name}'s part reads ${state}${reload ? ' after a reload' : ''}, not paid`);
  }
}

/**
 * A group's member double-taps Pay at their first order: their session (the group's) has no
 * customer code yet. One order must come of it, readable by the member. Returns what came of it.
 */
async function firstOrderDoubleTap(appUrl, shopId, ctx) {
  const phone = { ...newGuest(appUrl, 'group-double-tap'), name: 'Dana' };
  const group = { failures: [] };
  const body = { shopId, orderType: 'takeAway', spotId: null, name: phone.name };
  take(phone, group, await call(phone, ctx, 'start', '/api/group', { method: 'POST', body }));
  const line = basketLine(pickLine(ctx.articles.get(shopId)));
  const order = {
    shopId,
    orderType: 'takeAway',
    asap: true,
    pickupTime: null,
    note: 'group member double tap',
    spotId: null,
    email: 'double-tap@example.com',
    phone: null,
    items: [orderLine(line)],
  };
  const record = await placeOrder(phone, {
    body: order,
    expectedTotal: lineTotal(line),
    attempt: randomUUID(),
    timings: ctx.timings,
    retryFor: ctx.retryFor,
    doubleTap: true,
  });
  const read = await phone.browser.fetch(`/api/order/${record.orderId}`);
  return {
    problems: phone.problems,
    doubled: phone.doubled,
    read: `GET /api/order/${record.orderId} → ${read.status}${read.ok ? '' : ` ${read.json?.code}`}`,
    readable: read.ok,
  };
}

/**
 * `tables` groups of `phones` phones at once, at the shops' free tables (delivery spots for
 * eating in) while there are some, then take-away groups joined by the group's id.
 */
export async function runGroups({ appUrl, tables, phones, shops, timings, retryFor, rounds = 3 }) {
  const reader = newGuest(appUrl, 'groups-reader');
  const ctx = { timings, retryFor, rounds, articles: new Map() };
  const spots = [];
  for (const shopId of shops) {
    const menu = await call(reader, ctx, 'menu', `/api/shops/${shopId}/menu`);
    ctx.articles.set(shopId, orderableArticles(menu.json, shopId));
    const list = await call(reader, ctx, 'spots', `/api/shops/${shopId}/delivery-spots`);
    spots.push(list.json.filter((spot) => spot.orderType === 'dineInPlace').map((spot) => ({ shopId, spotId: spot.id })));
  }
  // The shops' tables taken in turn, so both shops (both currencies) get tables.
  const seats = Array.from({ length: Math.max(...spots.map((s) => s.length)) }, (_, i) => spots.map((s) => s[i])).flat().filter(Boolean);
  const groups = Array.from({ length: tables }, (_, i) => {
    const seat = seats[i];
    const index = i + 1;
    return {
      index,
      shopId: seat?.shopId ?? shops[i % shops.length],
      spotId: seat?.spotId ?? null,
      atTable: Boolean(seat),
      notFree: false,
      split: splitModeOf(index),
      failures: [],
      phones: Array.from({ length: phones }, (_, p) => ({
        ...newGuest(appUrl, `table${index}-phone${p + 1}`),
        name: NAMES[p % NAMES.length] + (p >= NAMES.length ? ` ${p + 1}` : ''),
        view: null,
        memberId: null,
        final: [],
        retries: 0,
        sawPaid: false,
        sharePayments: [],
      })),
    };
  });
  const started = performance.now();
  const [doubleTap] = await Promise.all([
    firstOrderDoubleTap(appUrl, shops[0], ctx).catch((error) => ({ problems: [], doubled: [], read: error.message, readable: false })),
    ...groups.map((group) => runGroup(group, ctx).catch((error) => group.failures.push(error.message))),
  ]);
  const problems = [reader, ...groups.flatMap((g) => g.phones), doubleTap].flatMap((phone) => phone.problems);
  return { groups, doubleTap, seconds: (performance.now() - started) / 1000, problems };
}

/**
 * The audit against the reference API's database: each group's one order holds exactly every
 * phone's last lines, each labelled with its phone's name; one order per group (of the payer's
 * session, or of the table's own key for a split bill); totals to the öre; every group paid and
 * seen paid by every phone. One payer: one captured payment, of the whole total. A split bill
 * (`split` lists its defects): parts of more than 0 that make the order's total to the öre
 * ('equal': at most 1 öre apart; 'own': each phone's own lines), one part per phone, and each part
 * paid by exactly one captured payment of exactly its amount (the payment's return address names
 * its part), no captured payment besides, the captured sum the order's total.
 */
export function auditGroups(db, groups) {
  const lost = [];
  const twice = [];
  const totals = [];
  const unpaid = [];
  const split = [];
  const orderIds = new Map();
  let paid = 0;
  let payments = 0;
  for (const group of groups) {
    const name = `group ${group.index}${group.split ? ` (split ${group.split})` : ''}${group.spotId === null ? ' (take-away)' : ` (shop ${group.shopId} table ${group.spotId})`}`;
    if (!group.record) {
      lost.push(`${name}: no order (${group.failures.at(-1) ?? 'not placed'})`);
      unpaid.push(`${name}: no order`, ...group.failures.map((failure) => `${name}: ${failure}`));
      continue;
    }
    const { orderId } = group.record;
    if (orderIds.has(orderId)) twice.push(`${name}: order ${orderId} is also group ${orderIds.get(orderId)}'s`);
    orderIds.set(orderId, group.index);
    const stored = groupOrder(db, orderId);
    if (!stored) {
      lost.push(`${name}: order ${orderId} is not in the database`);
      unpaid.push(`${name}: order ${orderId} is not in the database`);
      continue;
    }
    payments += stored.payments.length;
    const expected = group.phones.flatMap((phone) => phone.final.map((item) => storedLine(item, phone.name)));
    if (!sameLines(stored.lines, expected))
      lost.push(`${name}: the order holds [${describe(stored.lines)}], the phones sent [${describe(expected)}]`);
    if (!group.split && stored.captured !== 1) twice.push(`${name}: ${stored.captured} captured payments for order ${orderId}`);
    if (stored.capturedSum > stored.total) twice.push(`${name}: ${stored.capturedSum} captured for order ${orderId} of ${stored.total}`);
    if (stored.ordersOfPayer !== 1)
      twice.push(`${name}: ${group.split ? "the table's key" : "the payer's session"} has ${stored.ordersOfPayer} orders`);
    const refusal = group.split ? 'GROUP_PAYMENT_STARTED' : 'GROUP_PAYER_BUSY';
    if (group.phones.length > 1 && group.secondClaim !== refusal)
      twice.push(`${name}: a${group.split ? "n \"I pay\" after the split" : ' second phone\'s "I pay"'} answered ${group.secondClaim}, not ${refusal}`);
    const sum = group.phones.reduce((total, phone) => total + phone.final.reduce((s, item) => s + lineTotal(item), 0), 0);
    if (stored.total !== sum || group.tableTotal !== sum || group.paidTotal !== sum || group.record.apiTotal !== sum)
      totals.push(
        `${name}: order total ${stored.total}, priced ${group.record.apiTotal}, table ${group.tableTotal}, paid ${group.paidTotal}; the lines make ${sum}`,
      );
    if (stored.paid) paid += 1;
    else unpaid.push(`${name}: order ${orderId} is ${stored.status}`);
    if (stored.paid && stored.capturedSum !== stored.total)
      unpaid.push(`${name}: order ${orderId} is paid with ${stored.capturedSum} captured of ${stored.total}`);
    unpaid.push(...group.failures.map((failure) => `${name}: ${failure}`));
    const notSeen = group.phones.filter((phone) => !phone.sawPaid).map((phone) => phone.name);
    if (notSeen.length) unpaid.push(`${name}: ${notSeen.join(', ')} never saw the group paid`);
    if (group.split) split.push(...auditSplit(group, stored).map((defect) => `${name}: ${defect}`));
  }
  return { lost, twice, totals, unpaid, split, paid, payments };
}

/** A split bill's parts, against the phones' lines and the order's payments as stored. */
function auditSplit(group, stored) {
  const defects = [];
  const shares = group.shares ?? [];
  const amounts = shares.map((share) => share.amount);
  const partsSum = amounts.reduce((a, b) => a + b, 0);
  if (partsSum !== stored.total) defects.push(`the parts [${amounts.join(', ')}] make ${partsSum}, the order's total is ${stored.total}`);
  if (amounts.some((amount) => !(amount > 0))) defects.push(`a part of nothing: [${amounts.join(', ')}]`);
  if (group.split === 'equal' && amounts.length && Math.max(...amounts) - Math.min(...amounts) > 1)
    defects.push(`equal parts [${amounts.join(', ')}] are more than 1 öre apart`);
  for (const phone of group.phones) {
    const own = shares.filter((share) => share.memberId === phone.memberId);
    const lines = phone.final.reduce((s, item) => s + lineTotal(item), 0);
    if (own.length !== 1) defects.push(`${phone.name} has ${own.length} parts`);
    else if (group.split === 'own' && own[0].amount !== lines)
      defects.push(`${phone.name}'s own part is ${own[0].amount}, their lines make ${lines}`);
  }
  const captured = stored.payments.filter((payment) => payment.status === 'Captured');
  for (const share of shares) {
    const its = captured.filter((payment) => payment.share === share.id);
    if (its.length !== 1 || its[0].amount !== share.amount)
      defects.push(`the part ${share.id} of ${share.amount} has ${its.length} captured payments [${its.map((p) => p.amount).join(', ')}]`);
  }
  for (const phone of group.phones) {
    for (const { shareId, paymentId } of phone.sharePayments) {
      if (!captured.some((payment) => payment.id === paymentId && payment.share === shareId))
        defects.push(`${phone.name}'s approved payment ${paymentId} is not its part's captured payment`);
    }
  }
  const ids = new Set(shares.map((share) => share.id));
  const stray = captured.filter((payment) => !ids.has(payment.share));
  if (stray.length) defects.push(`${stray.length} captured payments of no part (${stray.map((p) => `${p.id} ${p.amount}`).join(', ')})`);
  if (stored.capturedSum !== stored.total) defects.push(`${stored.capturedSum} captured of the order's ${stored.total}`);
  return defects;
}

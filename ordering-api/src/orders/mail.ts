/** Order mails written to the outbox (nothing is really sent): confirmation and receipt. */
import { linePrices } from '../../../lib/domain/orders/line-price.ts';
import { orderNumber, orderReference } from '../../../lib/domain/orders/order-number.ts';
import type { Order } from '../../../lib/upstream/schemas/index.ts';
import type { Db } from '../db/database.ts';
import { all, run } from '../db/database.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * The mails' own words in each language the guest may order in (the order's language; else
 * English). The greeting thanks the guest, never the restaurant: the shop's name stands where no
 * language has to inflect it (fi "ravintolasta X", ru "в ресторане «X»").
 */
const WORDS = {
  sv: {
    thanks: (shop: string) => `Tack för din beställning hos ${shop}!`,
    order: (number: string) => `Beställning ${number}`,
    reference: (ref: string) => `Ref. ${ref}`,
    takeAway: 'Ta med',
    eatHere: 'Äta här',
    readyAbout: (from: string, to: string) => `Klar cirka ${from}–${to}`,
    asap: (ordered: string) => `Klar så snart som möjligt (beställd ${ordered})`,
    pickupAt: (time: string) => `Hämtas ${time}`,
    readyAt: (time: string) => `Klar ${time}`,
    total: 'Totalt',
    vat: 'Moms',
    net: 'netto',
    follow: 'Följ din beställning',
    subject: (number: string, shop: string) => `Din beställning ${number} hos ${shop}`,
    receipt: (shop: string) => `Kvitto – ${shop}`,
    receiptSubject: (number: string, shop: string) => `Kvitto för beställning ${number} hos ${shop}`,
    paidBy: (method: string, status: string) => `Betald med ${method} (${status})`,
    yourOrder: 'Din beställning',
  },
  fi: {
    thanks: (shop: string) => `Kiitos tilauksestasi ravintolasta ${shop}!`,
    order: (number: string) => `Tilaus ${number}`,
    reference: (ref: string) => `Viite ${ref}`,
    takeAway: 'Ota mukaan',
    eatHere: 'Syö täällä',
    readyAbout: (from: string, to: string) => `Valmis noin klo ${from}–${to}`,
    asap: (ordered: string) => `Valmis mahdollisimman pian (tilattu ${ordered})`,
    pickupAt: (time: string) => `Nouto ${time}`,
    readyAt: (time: string) => `Valmis ${time}`,
    total: 'Yhteensä',
    vat: 'ALV',
    net: 'veroton',
    follow: 'Seuraa tilaustasi',
    subject: (number: string, shop: string) => `Tilauksesi ${number} – ${shop}`,
    receipt: (shop: string) => `Kuitti – ${shop}`,
    receiptSubject: (number: string, shop: string) => `Kuitti tilauksesta ${number} – ${shop}`,
    paidBy: (method: string, status: string) => `Maksettu: ${method} (${status})`,
    yourOrder: 'Tilauksesi',
  },
  en: {
    thanks: (shop: string) => `Thank you for your order at ${shop}!`,
    order: (number: string) => `Order ${number}`,
    reference: (ref: string) => `Ref. ${ref}`,
    takeAway: 'Take away',
    eatHere: 'Eat here',
    readyAbout: (from: string, to: string) => `Ready about ${from}–${to}`,
    asap: (ordered: string) => `Ready as soon as possible (ordered ${ordered})`,
    pickupAt: (time: string) => `Pick up at ${time}`,
    readyAt: (time: string) => `Ready at ${time}`,
    total: 'Total',
    vat: 'VAT',
    net: 'net',
    follow: 'Follow your order',
    subject: (number: string, shop: string) => `Your order ${number} at ${shop}`,
    receipt: (shop: string) => `Receipt – ${shop}`,
    receiptSubject: (number: string, shop: string) => `Receipt for order ${number} at ${shop}`,
    paidBy: (method: string, status: string) => `Paid by ${method} (${status})`,
    yourOrder: 'Your order',
  },
  ru: {
    thanks: (shop: string) => `Спасибо за ваш заказ в ресторане «${shop}»!`,
    order: (number: string) => `Заказ ${number}`,
    reference: (ref: string) => `Код для поддержки: ${ref}`,
    takeAway: 'С собой',
    eatHere: 'В зале',
    readyAbout: (from: string, to: string) => `Будет готов примерно с ${from} до ${to}`,
    asap: (ordered: string) => `Будет готов как можно скорее (заказ сделан в ${ordered})`,
    pickupAt: (time: string) => `Получение: ${time}`,
    readyAt: (time: string) => `Будет готов к ${time}`,
    total: 'Итого',
    vat: 'НДС',
    net: 'без НДС',
    follow: 'Следить за заказом',
    subject: (number: string, shop: string) => `Ваш заказ ${number} в ресторане «${shop}»`,
    receipt: (shop: string) => `Чек – ${shop}`,
    receiptSubject: (number: string, shop: string) => `Чек по заказу ${number} в ресторане «${shop}»`,
    paidBy: (method: string, status: string) => `Оплачено: ${method} (${status})`,
    yourOrder: 'Ваш заказ',
  },
  no: {
    thanks: (shop: string) => `Takk for bestillingen din hos ${shop}!`,
    order: (number: string) => `Bestilling ${number}`,
    reference: (ref: string) => `Ref. ${ref}`,
    takeAway: 'Ta med',
    eatHere: 'Spise her',
    readyAbout: (from: string, to: string) => `Klar ca. ${from}–${to}`,
    asap: (ordered: string) => `Klar så snart som mulig (bestilt ${ordered})`,
    pickupAt: (time: string) => `Hentes ${time}`,
    readyAt: (time: string) => `Klar ${time}`,
    total: 'Totalt',
    vat: 'MVA',
    net: 'netto',
    follow: 'Følg bestillingen din',
    subject: (number: string, shop: string) => `Bestillingen din ${number} hos ${shop}`,
    receipt: (shop: string) => `Kvittering – ${shop}`,
    receiptSubject: (number: string, shop: string) => `Kvittering for bestilling ${number} hos ${shop}`,
    paidBy: (method: string, status: string) => `Betalt med ${method} (${status})`,
    yourOrder: 'Din bestilling',
  },
} as const;
type Language = keyof typeof WORDS;
/** The mail's words and its way of writing money: an order without a language reads English, with Swedish amounts. */
type Voice = { words: Language; money: Language };
const voiceOf = (language: string | null | undefined): Voice =>
  language && language in WORDS ? { words: language as Language, money: language as Language } : { words: 'en', money: 'sv' };
const BCP47: Record<Language, string> = { sv: 'sv-SE', fi: 'fi-FI', en: 'en-GB', ru: 'ru-RU', no: 'nb-NO' };

const moneyFormats = new Map<string, Intl.NumberFormat>();
/** Minor units as money in a language's way: 12900 SEK → "129,00 kr" (Swedish, the default). */
export function formatMoney(minor: number, currency: string, language: string | null = 'sv'): string {
  const locale = BCP47[voiceOf(language).money];
  let f = moneyFormats.get(`${locale}:${currency}`);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(`${locale}:${currency}`, f);
  }
  return f.format(minor / 100).replace(/[\u00a0\u202f]/g, ' ');
}

export type Mail = { subject: string; text: string; html: string };
/**
 * The order's shop as a mail names it: its name, the zone its times are read in, and the table
 * (delivery spot) the order is for, named in the mail's language (see `mailSpotName`).
 */
export type MailShop = { name: string; timeZone: string | null; spot?: string | null };

const SHOP_ZONE_FALLBACK = 'Europe/Stockholm';

function formatInShopZone(at: Date, timeZone: string | null | undefined, locale: string, options: Intl.DateTimeFormatOptions): string {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone || SHOP_ZONE_FALLBACK }).format(at).replace(/[\u00a0\u202f]/g, ' ');
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_ZONE_FALLBACK }).format(at).replace(/[\u00a0\u202f]/g, ' ');
  }
}

/**
 * A moment as the guest reads it, on the shop's clock and in the mail's language ("28 nov. 12:30"),
 * never an ISO timestamp; an unknown zone reads as Stockholm's, an unreadable time as it was sent.
 */
export function mailTime(iso: string, timeZone: string | null | undefined, language: string | null = 'sv'): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  return formatInShopZone(at, timeZone, BCP47[voiceOf(language).money], options);
}

/** The clock time alone on the shop's clock ("12:35"; Finnish "12.35"), for a time later today such as the ready range. */
export function mailClock(iso: string, timeZone: string | null | undefined, language: string | null = 'sv'): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return formatInShopZone(at, timeZone, BCP47[voiceOf(language).money], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/**
 * The order's table as the guest knows it, in the mail's language ("Table 1"; the restaurant's own
 * name when it has none in that language); null for an order without one.
 */
export function mailSpotName(db: Db, spotId: number | null, language: string | null): string | null {
  if (spotId === null) return null;
  const spot = all<{ name: string }>(db, 'SELECT name FROM delivery_spots WHERE id = ?', spotId)[0];
  if (!spot) return null;
  const translated = language
    ? all<{ name: string }>(db, 'SELECT name FROM delivery_spot_translations WHERE spot_id = ? AND language = ?', spotId, language)[0]
    : undefined;
  return translated?.name ?? spot.name;
}

/** How and where the guest eats: "Take away", or "Eat here · Table 1" when the order names its table. */
function placeText(order: Order, shop: MailShop, voice: Voice): string {
  const w = WORDS[voice.words];
  if (order.orderType === 'takeAway') return shop.spot ? `${w.takeAway} · ${shop.spot}` : w.takeAway;
  return shop.spot ? `${w.eatHere} · ${shop.spot}` : w.eatHere;
}

/**
 * When the food is ready, on the shop's clock: the kitchen's range for "as soon as possible" ("Ready
 * about 12:35–12:45"), else when it was ordered; a chosen time as picked up (take away) or ready (eat here).
 */
function timeText(order: Order, shop: MailShop, voice: Voice, language: string | null): string {
  const w = WORDS[voice.words];
  if (order.asap) {
    if (order.ready) return w.readyAbout(mailClock(order.ready.from, shop.timeZone, language), mailClock(order.ready.to, shop.timeZone, language));
    return w.asap(mailClock(order.pickupTime, shop.timeZone, language));
  }
  const at = mailTime(order.pickupTime, shop.timeZone, language);
  return order.orderType === 'takeAway' ? w.pickupAt(at) : w.readyAt(at);
}

/** The order's name, its place and its time: the block every mail opens with. */
function headTexts(order: Order, shop: MailShop, voice: Voice, language: string | null): string[] {
  return [WORDS[voice.words].order(orderNumber(order)), placeText(order, shop, voice), timeText(order, shop, voice, language)];
}

/** The id for support, last and small: "Ref. c21679b8"; nothing when the id is the number. */
function referenceText(order: Order, voice: Voice): string | null {
  const ref = orderReference(order);
  return ref ? WORDS[voice.words].reference(ref) : null;
}

/** Who at the table a group order's line is for, after its name (" — Anna"); nothing for a line that names nobody. */
const guestText = (line: Order['lines'][number]): string => (line.guest ? ` — ${line.guest}` : '');

/** A line as every surface prices it (lib/domain/orders/line-price.ts): extras for one item, "2 × 79,00 kr", the line's amount. */
function lineTexts(order: Order, voice: Voice): string[] {
  const money = (minor: number) => formatMoney(minor, order.currency, voice.money);
  return order.lines.flatMap((l) => {
    const prices = linePrices(l);
    return [
      `${l.quantity} × ${l.name}${guestText(l)}  ${money(prices.total)}`,
      ...l.choices.map((c, i) => {
        const extra = prices.extras[i];
        return `    + ${c.name}${extra ? `  +${money(extra)}` : ''}`;
      }),
      ...(prices.showsEach ? [`    ${l.quantity} × ${money(prices.each)}`] : []),
    ];
  });
}

function taxTexts(order: Order, voice: Voice): string[] {
  const w = WORDS[voice.words];
  const money = (minor: number) => formatMoney(minor, order.currency, voice.money);
  return order.tax.map((t) => `${w.vat} ${t.rate} %: ${money(t.amount)} (${w.net} ${money(t.base)})`);
}

function htmlList(order: Order, voice: Voice): string {
  const w = WORDS[voice.words];
  const money = (minor: number) => escapeHtml(formatMoney(minor, order.currency, voice.money));
  const rows = order.lines
    .map((l) => {
      const prices = linePrices(l);
      const choices = l.choices
        .map((c, i) => {
          const extra = prices.extras[i];
          return `<br><small>+ ${escapeHtml(c.name)}${extra ? ` +${money(extra)}` : ''}</small>`;
        })
        .join('');
      const each = prices.showsEach ? `<br><small>${l.quantity} × ${money(prices.each)}</small>` : '';
      return `<tr><td>${l.quantity} × ${escapeHtml(l.name)}${escapeHtml(guestText(l))}${choices}${each}</td><td style="text-align:right">${money(prices.total)}</td></tr>`;
    })
    .join('');
  const tax = order.tax.map((t) => `<tr><td>${w.vat} ${t.rate} %</td><td style="text-align:right">${money(t.amount)}</td></tr>`).join('');
  return `<table>${rows}<tr><th style="text-align:left">${w.total}</th><th style="text-align:right">${money(order.total)}</th></tr>${tax}</table>`;
}

function htmlHead(order: Order, shop: MailShop, voice: Voice, language: string | null): string {
  const [name, ...rest] = headTexts(order, shop, voice, language);
  return `<p><strong>${escapeHtml(name!)}</strong><br>${rest.map(escapeHtml).join('<br>')}</p>`;
}

function htmlReference(order: Order, voice: Voice): string {
  const ref = referenceText(order, voice);
  return ref ? `<p><small>${escapeHtml(ref)}</small></p>` : '';
}

/** The confirmation, in the language the guest ordered in (the order's; items named in it when ordered). */
export function confirmationMail(order: Order, shop: MailShop, link: string | null, language: string | null = null): Mail {
  const voice = voiceOf(language);
  const w = WORDS[voice.words];
  const number = orderNumber(order);
  const reference = referenceText(order, voice);
  const text = [
    w.thanks(shop.name),
    '',
    ...headTexts(order, shop, voice, language),
    '',
    ...lineTexts(order, voice),
    '',
    `${w.total} ${formatMoney(order.total, order.currency, voice.money)}`,
    ...(link ? ['', `${w.follow}: ${link}`] : []),
    ...(reference ? ['', reference] : []),
  ].join('\n');
  const html =
    `<p>${escapeHtml(w.thanks(shop.name))}</p>${htmlHead(order, shop, voice, language)}${htmlList(order, voice)}` +
    (link ? `<p><a href="${escapeHtml(link)}">${w.follow}</a></p>` : '') +
    htmlReference(order, voice);
  return { subject: w.subject(number, shop.name), text, html };
}

export function receiptMail(order: Order, shop: MailShop, link: string | null, language: string | null = null): Mail {
  const voice = voiceOf(language);
  const w = WORDS[voice.words];
  const method = order.payment.method ?? 'card';
  const number = orderNumber(order);
  const reference = referenceText(order, voice);
  const text = [
    w.receipt(shop.name),
    '',
    ...headTexts(order, shop, voice, language),
    '',
    ...lineTexts(order, voice),
    '',
    `${w.total} ${formatMoney(order.total, order.currency, voice.money)}`,
    ...taxTexts(order, voice),
    w.paidBy(method, order.payment.status),
    ...(link ? ['', `${w.yourOrder}: ${link}`] : []),
    ...(reference ? ['', reference] : []),
  ].join('\n');
  const html =
    `<h1>${escapeHtml(w.receipt(shop.name))}</h1>${htmlHead(order, shop, voice, language)}${htmlList(order, voice)}` +
    `<p>${escapeHtml(w.paidBy(method, order.payment.status))}</p>` +
    (link ? `<p><a href="${escapeHtml(link)}">${w.yourOrder}</a></p>` : '') +
    htmlReference(order, voice);
  return { subject: w.receiptSubject(number, shop.name), text, html };
}

export function writeMail(db: Db, m: Mail & { kind: string; to: string; orderId: string | null; now: Date }): void {
  run(
    db,
    'INSERT INTO outbox_mail (kind, to_address, subject, body_text, body_html, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    m.kind, m.to, m.subject, m.text, m.html, m.orderId, m.now.toISOString(),
  );
}

export type OutboxEntry = {
  id: number; kind: string; to: string; subject: string; text: string; html: string | null; orderId: string | null; createdAt: string;
};

export function listOutbox(db: Db, limit = 200): OutboxEntry[] {
  return all<{
    id: number; kind: string; to_address: string; subject: string; body_text: string; body_html: string | null;
    order_id: string | null; created_at: string;
  }>(db, 'SELECT * FROM outbox_mail ORDER BY created_at DESC, id DESC LIMIT ?', limit).map((r) => ({
    id: r.id,
    kind: r.kind,
    to: r.to_address,
    subject: r.subject,
    text: r.body_text,
    html: r.body_html,
    orderId: r.order_id,
    createdAt: r.created_at,
  }));
}

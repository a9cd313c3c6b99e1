/** Order mails written to the outbox (nothing is really sent): confirmation and receipt. */
import type { Order } from '../../../lib/upstream/schemas/index.ts';
import type { Db } from '../db/database.ts';
import { all, run } from '../db/database.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The mails' own words in each language the guest may order in (the order's language; else English). */
const WORDS = {
  sv: {
    thanks: (shop: string) => `Tack för din beställning hos ${shop}!`,
    order: (id: string, pickup: string) => `Beställning ${id}, hämtas ${pickup}`,
    asap: ' (så snart som möjligt)',
    total: 'Totalt',
    vat: 'Moms',
    net: 'netto',
    follow: 'Följ din beställning',
    subject: (shop: string) => `Din beställning hos ${shop}`,
    receipt: (shop: string) => `Kvitto – ${shop}`,
    receiptSubject: (shop: string) => `Kvitto för din beställning hos ${shop}`,
    paidBy: (method: string, status: string) => `Betald med ${method} (${status})`,
    yourOrder: 'Din beställning',
  },
  fi: {
    thanks: (shop: string) => `Kiitos tilauksestasi, ${shop}!`,
    order: (id: string, pickup: string) => `Tilaus ${id}, nouto ${pickup}`,
    asap: ' (mahdollisimman pian)',
    total: 'Yhteensä',
    vat: 'ALV',
    net: 'veroton',
    follow: 'Seuraa tilaustasi',
    subject: (shop: string) => `Tilauksesi: ${shop}`,
    receipt: (shop: string) => `Kuitti – ${shop}`,
    receiptSubject: (shop: string) => `Kuitti tilauksestasi: ${shop}`,
    paidBy: (method: string, status: string) => `Maksettu: ${method} (${status})`,
    yourOrder: 'Tilauksesi',
  },
  en: {
    thanks: (shop: string) => `Thank you for your order at ${shop}!`,
    order: (id: string, pickup: string) => `Order ${id}, pickup ${pickup}`,
    asap: ' (as soon as possible)',
    total: 'Total',
    vat: 'VAT',
    net: 'net',
    follow: 'Follow your order',
    subject: (shop: string) => `Your order at ${shop}`,
    receipt: (shop: string) => `Receipt – ${shop}`,
    receiptSubject: (shop: string) => `Receipt for your order at ${shop}`,
    paidBy: (method: string, status: string) => `Paid by ${method} (${status})`,
    yourOrder: 'Your order',
  },
  ru: {
    thanks: (shop: string) => `Спасибо за заказ в ${shop}!`,
    order: (id: string, pickup: string) => `Заказ ${id}, получение ${pickup}`,
    asap: ' (как можно скорее)',
    total: 'Итого',
    vat: 'НДС',
    net: 'без НДС',
    follow: 'Следить за заказом',
    subject: (shop: string) => `Ваш заказ в ${shop}`,
    receipt: (shop: string) => `Чек – ${shop}`,
    receiptSubject: (shop: string) => `Чек по вашему заказу в ${shop}`,
    paidBy: (method: string, status: string) => `Оплачено: ${method} (${status})`,
    yourOrder: 'Ваш заказ',
  },
  no: {
    thanks: (shop: string) => `Takk for bestillingen hos ${shop}!`,
    order: (id: string, pickup: string) => `Bestilling ${id}, hentes ${pickup}`,
    asap: ' (så snart som mulig)',
    total: 'Totalt',
    vat: 'MVA',
    net: 'netto',
    follow: 'Følg bestillingen din',
    subject: (shop: string) => `Din bestilling hos ${shop}`,
    receipt: (shop: string) => `Kvittering – ${shop}`,
    receiptSubject: (shop: string) => `Kvittering for bestillingen din hos ${shop}`,
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
/** The order's shop as a mail names it: its name, and the zone its times are read in. */
export type MailShop = { name: string; timeZone: string | null };

/**
 * A moment as the guest reads it, on the shop's clock and in the mail's language ("28 nov. 12:30"),
 * never an ISO timestamp; an unknown zone reads as Stockholm's, an unreadable time as it was sent.
 */
export function mailTime(iso: string, timeZone: string | null | undefined, language: string | null = 'sv'): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const locale = BCP47[voiceOf(language).money];
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone || 'Europe/Stockholm' }).format(at).replace(/[\u00a0\u202f]/g, ' ');
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Europe/Stockholm' }).format(at).replace(/[\u00a0\u202f]/g, ' ');
  }
}

function lineTexts(order: Order, voice: Voice): string[] {
  const money = (minor: number) => formatMoney(minor, order.currency, voice.money);
  return order.lines.flatMap((l) => [
    `${l.quantity} × ${l.name}  ${money(l.amount)}`,
    ...l.choices.map((c) => `    + ${c.name}${c.unitPrice > 0 ? `  ${money(c.amount)}` : ''}`),
  ]);
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
      const choices = l.choices.map((c) => `<br><small>+ ${escapeHtml(c.name)}</small>`).join('');
      return `<tr><td>${l.quantity} × ${escapeHtml(l.name)}${choices}</td><td style="text-align:right">${money(l.amount)}</td></tr>`;
    })
    .join('');
  const tax = order.tax.map((t) => `<tr><td>${w.vat} ${t.rate} %</td><td style="text-align:right">${money(t.amount)}</td></tr>`).join('');
  return `<table>${rows}<tr><th style="text-align:left">${w.total}</th><th style="text-align:right">${money(order.total)}</th></tr>${tax}</table>`;
}

/** The confirmation, in the language the guest ordered in (the order's; items named in it when ordered). */
export function confirmationMail(order: Order, shop: MailShop, link: string | null, language: string | null = null): Mail {
  const { name: shopName, timeZone } = shop;
  const voice = voiceOf(language);
  const w = WORDS[voice.words];
  const text = [
    w.thanks(shopName),
    '',
    `${w.order(order.orderId, mailTime(order.pickupTime, timeZone, language))}${order.asap ? w.asap : ''}`,
    '',
    ...lineTexts(order, voice),
    '',
    `${w.total} ${formatMoney(order.total, order.currency, voice.money)}`,
    ...(link ? ['', `${w.follow}: ${link}`] : []),
  ].join('\n');
  const html =
    `<p>${escapeHtml(w.thanks(shopName))}</p>` +
    `<p>${escapeHtml(w.order(order.orderId, mailTime(order.pickupTime, timeZone, language)))}</p>${htmlList(order, voice)}` +
    (link ? `<p><a href="${escapeHtml(link)}">${w.follow}</a></p>` : '');
  return { subject: w.subject(shopName), text, html };
}

export function receiptMail(order: Order, shop: MailShop, link: string | null, language: string | null = null): Mail {
  const { name: shopName, timeZone } = shop;
  const voice = voiceOf(language);
  const w = WORDS[voice.words];
  const method = order.payment.method ?? 'card';
  const text = [
    w.receipt(shopName),
    '',
    w.order(order.orderId, mailTime(order.pickupTime, timeZone, language)),
    '',
    ...lineTexts(order, voice),
    '',
    `${w.total} ${formatMoney(order.total, order.currency, voice.money)}`,
    ...taxTexts(order, voice),
    w.paidBy(method, order.payment.status),
    ...(link ? ['', `${w.yourOrder}: ${link}`] : []),
  ].join('\n');
  const html =
    `<h1>${escapeHtml(w.receipt(shopName))}</h1><p>${escapeHtml(w.order(order.orderId, mailTime(order.pickupTime, timeZone, language)))}</p>${htmlList(order, voice)}` +
    `<p>${escapeHtml(w.paidBy(method, order.payment.status))}</p>` +
    (link ? `<p><a href="${escapeHtml(link)}">${w.yourOrder}</a></p>` : '');
  return { subject: w.receiptSubject(shopName), text, html };
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

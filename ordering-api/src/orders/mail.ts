/** Order mails written to the outbox (nothing is really sent): confirmation and receipt. */
import type { Order } from '../../../lib/upstream/schemas/index.ts';
import type { Db } from '../db/database.ts';
import { all, run } from '../db/database.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
/** Minor units as money: 12900 SEK → "129,00 kr". */
export function formatMoney(minor: number, currency: string): string {
  let f = moneyFormats.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('sv-SE', { style: 'currency', currency });
    moneyFormats.set(currency, f);
  }
  return f.format(minor / 100).replace(/\u00a0/g, ' ');
}

export type Mail = { subject: string; text: string; html: string };

function lineTexts(order: Order): string[] {
  return order.lines.flatMap((l) => [
    `${l.quantity} × ${l.name}  ${formatMoney(l.amount, order.currency)}`,
    ...l.choices.map((c) => `    + ${c.name}${c.unitPrice > 0 ? `  ${formatMoney(c.amount, order.currency)}` : ''}`),
  ]);
}

function taxTexts(order: Order): string[] {
  return order.tax.map((t) => `VAT ${t.rate} %: ${formatMoney(t.amount, order.currency)} (net ${formatMoney(t.base, order.currency)})`);
}

function htmlList(order: Order): string {
  const rows = order.lines
    .map((l) => {
      const choices = l.choices.map((c) => `<br><small>+ ${escapeHtml(c.name)}</small>`).join('');
      return `<tr><td>${l.quantity} × ${escapeHtml(l.name)}${choices}</td><td style="text-align:right">${escapeHtml(formatMoney(l.amount, order.currency))}</td></tr>`;
    })
    .join('');
  const tax = order.tax
    .map((t) => `<tr><td>VAT ${t.rate} %</td><td style="text-align:right">${escapeHtml(formatMoney(t.amount, order.currency))}</td></tr>`)
    .join('');
  return `<table>${rows}<tr><th style="text-align:left">Total</th><th style="text-align:right">${escapeHtml(formatMoney(order.total, order.currency))}</th></tr>${tax}</table>`;
}

export function confirmationMail(order: Order, shopName: string, link: string | null): Mail {
  const text = [
    `Thank you for your order at ${shopName}!`,
    '',
    `Order ${order.orderId}, pickup ${order.pickupTime}${order.asap ? ' (as soon as possible)' : ''}`,
    '',
    ...lineTexts(order),
    '',
    `Total ${formatMoney(order.total, order.currency)}`,
    ...(link ? ['', `Follow your order: ${link}`] : []),
  ].join('\n');
  const html =
    `<p>Thank you for your order at ${escapeHtml(shopName)}!</p>` +
    `<p>Order ${escapeHtml(order.orderId)}, pickup ${escapeHtml(order.pickupTime)}</p>${htmlList(order)}` +
    (link ? `<p><a href="${escapeHtml(link)}">Follow your order</a></p>` : '');
  return { subject: `Your order at ${shopName}`, text, html };
}

export function receiptMail(order: Order, shopName: string, link: string | null): Mail {
  const text = [
    `Receipt – ${shopName}`,
    '',
    `Order ${order.orderId}, ${order.createdAt}`,
    '',
    ...lineTexts(order),
    '',
    `Total ${formatMoney(order.total, order.currency)}`,
    ...taxTexts(order),
    `Paid by ${order.payment.method ?? 'card'} (${order.payment.status})`,
    ...(link ? ['', `Your order: ${link}`] : []),
  ].join('\n');
  const html =
    `<h1>Receipt – ${escapeHtml(shopName)}</h1><p>Order ${escapeHtml(order.orderId)}</p>${htmlList(order)}` +
    `<p>Paid by ${escapeHtml(order.payment.method ?? 'card')} (${escapeHtml(order.payment.status)})</p>` +
    (link ? `<p><a href="${escapeHtml(link)}">Your order</a></p>` : '');
  return { subject: `Receipt for your order at ${shopName}`, text, html };
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

/**
 * The test payment provider's hosted page: `GET /_provider/pay/:paymentId` shows the amount (for a
 * part of a split payment also the order's total: "Pay 137,00 kr of 412,00 kr") and a
 * look-alike of the payment's method (card; Swish, MobilePay or Vipps with the payer's number; an
 * Apple Pay or Google Pay sheet with the card in the wallet and the payer's e-mail, which is kept
 * as payments.payer_email when approved) with Approve / Decline / Cancel and "Simulate error" (codes 01–15).
 * Its form posts back here; the outcome is recorded as the provider's own (payments.provider_*)
 * and the browser is sent 303 to the payment's returnUrl with
 * `paymentId`, `result` (approved | declined | cancelled | error) and, unless approved, `code`.
 * Plain server-rendered HTML: no JavaScript, no external resources.
 */
import { Hono } from 'hono';

import type { PaymentMethod } from '../../../lib/domain/orders/order.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { run } from '../db/database.ts';
import { escapeHtml, formatMoney } from '../orders/mail.ts';
import type { PaymentErrorCode } from '../orders/payment-codes.ts';
import { isPaymentErrorCode, PAYMENT_ERROR_CODES, PAYMENT_ERRORS } from '../orders/payment-codes.ts';
import type { PaymentRow, ProviderResult } from '../repo/orders.ts';
import { findOrderRow, findPaymentById } from '../repo/orders.ts';
import { findShop } from '../repo/shops.ts';

export const TEST_CARD_NUMBER = '4242 4242 4242 4242';
/** The payer's number in each country's own payment app. */
export const TEST_APP_NUMBERS: Record<'swish' | 'mobilepay' | 'vipps', string> = {
  swish: '+46 70 123 45 67',
  mobilepay: '+358 40 123 4567',
  vipps: '+47 412 34 567',
};
/** The e-mail a wallet's sheet gives unless the tester changes it. */
export const TEST_WALLET_EMAIL = 'wallet.payer@example.com';

const METHOD_NAMES: Record<PaymentMethod, string> = {
  card: 'Card', swish: 'Swish', mobilepay: 'MobilePay', vipps: 'Vipps', applepay: 'Apple Pay', googlepay: 'Google Pay',
};
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/;

const ACTIONS: Record<string, { result: ProviderResult; code: PaymentErrorCode | null }> = {
  approve: { result: 'approved', code: null },
  decline: { result: 'declined', code: '01' },
  cancel: { result: 'cancelled', code: '02' },
};

/** returnUrl + paymentId, result and code (existing query parameters are kept). */
export function providerReturnUrl(payment: Pick<PaymentRow, 'id' | 'return_url' | 'provider_result' | 'provider_code'>): string {
  const url = new URL(payment.return_url);
  url.searchParams.set('paymentId', payment.id);
  url.searchParams.set('result', payment.provider_result ?? 'error');
  if (payment.provider_result !== 'approved') url.searchParams.set('code', payment.provider_code ?? '01');
  else url.searchParams.delete('code');
  return url.toString();
}

const CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef1f5;color:#1b1f24}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}.test{display:inline-block;background:#ffe08a;border-radius:4px;padding:0 .4rem;font-size:.8rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}fieldset{border:1px solid #c9d1db;border-radius:8px;margin:1rem 0;padding:.75rem}
label{display:block;font-size:.85rem;color:#4a5563;margin-top:.5rem}input,select{width:100%;padding:.5rem;font:inherit;border:1px solid #aab4c0;border-radius:6px;background:#f7f9fb}
.row{display:flex;gap:.5rem}.row>div{flex:1}.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}
button{font:inherit;padding:.6rem 1rem;border-radius:6px;border:1px solid #1b1f24;background:#fff;cursor:pointer}
button.approve{background:#137333;border-color:#137333;color:#fff}button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.app{background:#fff4f8}.wallet{background:#f4f6ff}.note{font-size:.85rem;color:#4a5563}.part{margin:0 0 .5rem;font-weight:600}`;

function page(title: string, body: string, formTarget: string | null): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
  const formAction = ["'self'", ...(formTarget ? [formTarget] : [])].join(' ');
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    },
  });
}

function notFoundPage(): Response {
  const res = page('Payment not found', '<h1>Payment not found</h1><p>This payment link is unknown or has expired.</p>', null);
  return new Response(res.body, { status: 404, headers: res.headers });
}

function methodSection(payment: PaymentRow): string {
  const method = payment.method;
  if (method === 'applepay' || method === 'googlepay') {
    return `<fieldset class="wallet">
<legend>${METHOD_NAMES[method]}</legend>
<p>Visa •••• 4242</p>
<label for="payer-email">Payer's e-mail (from the wallet)</label>
<input id="payer-email" name="payerEmail" form="pay" type="email" value="${escapeHtml(TEST_WALLET_EMAIL)}" autocomplete="off">
<p class="note">In test mode no wallet sheet opens: the receipt goes to this e-mail.</p>
</fieldset>`;
  }
  if (method === 'swish' || method === 'mobilepay' || method === 'vipps') {
    return `<fieldset class="app">
<legend>${METHOD_NAMES[method]}</legend>
<label for="app-number">Mobile number</label>
<input id="app-number" value="${escapeHtml(TEST_APP_NUMBERS[method])}" readonly autocomplete="off">
<p class="note">In test mode no ${METHOD_NAMES[method]} app opens: choose an outcome below.</p>
</fieldset>`;
  }
  return `<fieldset>
<legend>Card</legend>
<label for="card-number">Card number</label>
<input id="card-number" value="${escapeHtml(TEST_CARD_NUMBER)}" readonly autocomplete="off" inputmode="numeric">
<div class="row">
<div><label for="card-expiry">Expiry date</label><input id="card-expiry" value="12/34" readonly autocomplete="off"></div>
<div><label for="card-cvc">Security code</label><input id="card-cvc" value="123" readonly autocomplete="off"></div>
</div>
<p class="note">Test card: no money is moved.</p>
</fieldset>`;
}

export function providerRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/pay/:paymentId', (c) => {
    const payment = findPaymentById(db, c.req.param('paymentId'));
    if (!payment) return notFoundPage();
    const order = findOrderRow(db, payment.order_id);
    const shopName = order ? (findShop(db, order.shop_id, { includeHidden: true })?.shop.name ?? '') : '';
    const amount = formatMoney(payment.amount, payment.currency);
    // Split payments: a part of the order (or its rest once parts are paid) says what it is part of.
    const total = order && payment.amount < order.total ? formatMoney(order.total, order.currency) : null;
    const returnOrigin = new URL(payment.return_url).origin;
    const head = `<p><span class="test">TEST MODE</span></p>
<h1>Pay ${escapeHtml(shopName || 'the shop')}</h1>
<p class="note">Amount to pay</p>
<p class="amount">${escapeHtml(amount)}</p>
${total ? `<p class="part">Pay ${escapeHtml(amount)} of ${escapeHtml(total)}: this payment is one part of the order's total.</p>
` : ''}<p class="note">Payment ${escapeHtml(payment.id)} · ${METHOD_NAMES[payment.method]}</p>`;

    if (payment.provider_result !== null) {
      const back = providerReturnUrl(payment);
      return page(
        `Payment ${payment.provider_result}`,
        `${head}<p role="status">This payment is already completed: <strong>${escapeHtml(payment.provider_result)}</strong>.</p>
<p><a href="${escapeHtml(back)}">Return to the shop</a></p>`,
        returnOrigin,
      );
    }
    const options = PAYMENT_ERROR_CODES.map((code) => `<option value="${code}">${code} ${escapeHtml(PAYMENT_ERRORS[code])}</option>`).join('');
    return page(
      total ? `Pay ${amount} of ${total}` : `Pay ${amount}`,
      `${head}
${methodSection(payment)}
<form id="pay" method="post" action="/_provider/pay/${encodeURIComponent(payment.id)}">
<div class="actions">
<button type="submit" class="approve" name="action" value="approve">Approve payment</button>
<button type="submit" name="action" value="decline">Decline payment</button>
<button type="submit" name="action" value="cancel">Cancel payment</button>
</div>
<fieldset>
<legend>Test an error</legend>
<label for="error-code">Simulate error</label>
<select id="error-code" name="code">${options}</select>
<div class="actions"><button type="submit" name="action" value="error">Simulate the selected error</button></div>
</fieldset>
</form>`,
      returnOrigin,
    );
  });

  app.post('/pay/:paymentId', async (c) => {
    const payment = findPaymentById(db, c.req.param('paymentId'));
    if (!payment) return notFoundPage();
    let form: Record<string, unknown> = {};
    try {
      const type = c.req.header('content-type') ?? '';
      form = type.includes('application/json') ? ((await c.req.json()) as Record<string, unknown>) : await c.req.parseBody();
    } catch {
      form = {};
    }
    // Re-read after the await: the first recorded outcome wins, a second post changes nothing.
    const current = findPaymentById(db, payment.id)!;
    if (current.provider_result === null) {
      const action = typeof form.action === 'string' ? form.action : '';
      let outcome = ACTIONS[action];
      if (action === 'error') {
        if (!isPaymentErrorCode(form.code)) {
          return new Response('Choose an error code 01–15.', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
        }
        outcome = { result: 'error', code: form.code };
      }
      if (!outcome) {
        return new Response('Unknown action.', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      }
      const now = deps.now().toISOString();
      // An approved wallet payment gives the payer's e-mail (the sheet's field, if it reads as one).
      const typed = typeof form.payerEmail === 'string' ? form.payerEmail.trim() : '';
      const payerEmail = outcome.result === 'approved' && (current.method === 'applepay' || current.method === 'googlepay') && EMAIL.test(typed) ? typed : null;
      run(
        db,
        'UPDATE payments SET provider_result = ?, provider_code = ?, provider_completed_at = ?, updated_at = ?, payer_email = ? WHERE id = ? AND provider_result IS NULL',
        outcome.result, outcome.code, now, now, payerEmail, payment.id,
      );
    }
    const done = findPaymentById(db, payment.id)!;
    return new Response(null, { status: 303, headers: { Location: providerReturnUrl(done), 'Cache-Control': 'no-store' } });
  });

  return app;
}

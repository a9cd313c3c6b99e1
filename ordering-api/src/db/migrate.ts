import type { Db } from './database.ts';
import { all, inTransaction, run } from './database.ts';
import { catalogue } from './migrations/001-catalogue.ts';
import { accounts } from './migrations/002-accounts.ts';
import { orders } from './migrations/003-orders.ts';
import { orderFlow } from './migrations/004-order-flow.ts';
import { accountFlow } from './migrations/005-account-flow.ts';
import { choiceCodes } from './migrations/006-choice-codes.ts';
import { shopDetails } from './migrations/007-shop-details.ts';
import { orderNumbers } from './migrations/008-order-numbers.ts';
import { kitchen } from './migrations/009-kitchen.ts';
import { defaultChoices } from './migrations/010-default-choices.ts';
import { signInLinks } from './migrations/011-sign-in-links.ts';
import { unpaidOrderExpiry } from './migrations/012-unpaid-order-expiry.ts';
import { holdHolders } from './migrations/013-hold-holders.ts';
import { paymentMethods } from './migrations/014-payment-methods.ts';
import { campaignPrices } from './migrations/015-campaign-prices.ts';
import { lineGuests } from './migrations/016-line-guests.ts';
import { splitPayments } from './migrations/017-split-payments.ts';

export type Migration = { id: number; name: string; sql: string };

/** Append only: never edit a migration that has shipped, add a new one. */
export const MIGRATIONS: Migration[] = [
  { id: 1, name: 'catalogue', sql: catalogue },
  { id: 2, name: 'accounts', sql: accounts },
  { id: 3, name: 'orders', sql: orders },
  { id: 4, name: 'order-flow', sql: orderFlow },
  { id: 5, name: 'account-flow', sql: accountFlow },
  { id: 6, name: 'choice-codes', sql: choiceCodes },
  { id: 7, name: 'shop-details', sql: shopDetails },
  { id: 8, name: 'order-numbers', sql: orderNumbers },
  { id: 9, name: 'kitchen', sql: kitchen },
  { id: 10, name: 'default-choices', sql: defaultChoices },
  { id: 11, name: 'sign-in-links', sql: signInLinks },
  { id: 12, name: 'unpaid-order-expiry', sql: unpaidOrderExpiry },
  { id: 13, name: 'hold-holders', sql: holdHolders },
  { id: 14, name: 'payment-methods', sql: paymentMethods },
  { id: 15, name: 'campaign-prices', sql: campaignPrices },
  { id: 16, name: 'line-guests', sql: lineGuests },
  { id: 17, name: 'split-payments', sql: splitPayments },
];

/** Applies the migrations not yet recorded, each in its own transaction. Returns the ids applied. */
export function migrate(db: Db, migrations: Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const done = new Set(all<{ id: number }>(db, 'SELECT id FROM migrations').map((r) => r.id));
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.id - b.id)) {
    if (done.has(m.id)) continue;
    inTransaction(db, () => {
      db.exec(m.sql);
      run(db, 'INSERT INTO migrations (id, name) VALUES (?, ?)', m.id, m.name);
    });
    applied.push(m.id);
  }
  return applied;
}

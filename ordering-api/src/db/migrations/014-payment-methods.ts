/**
 * The payment-methods capability: each shop lists the methods it takes (a JSON array; NULL: the
 * shop does not say, so card and Swish), a payment may be any of them, and a wallet's payment
 * keeps the payer's e-mail its sheet gave (the order's receipt address when the guest typed none).
 * SQLite cannot widen a CHECK in place: the payments table is rebuilt with its rows.
 */
export const paymentMethods = `
ALTER TABLE shops ADD COLUMN payment_methods TEXT;

CREATE TABLE payments_next (
  id           TEXT PRIMARY KEY,
  order_id     TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  method       TEXT NOT NULL CHECK (method IN ('card', 'swish', 'mobilepay', 'vipps', 'applepay', 'googlepay')),
  status       TEXT NOT NULL DEFAULT 'Pending'
    CHECK (status IN ('NotStarted', 'Pending', 'Authorized', 'Captured', 'Failed', 'Cancelled', 'Refunded')),
  amount       INTEGER NOT NULL CHECK (amount >= 0),
  currency     TEXT NOT NULL CHECK (length(currency) = 3),
  return_url   TEXT NOT NULL,
  cancel_url   TEXT,
  error_code   TEXT,
  expires_at   TEXT,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  provider_result TEXT CHECK (provider_result IN ('approved', 'declined', 'cancelled', 'error')),
  provider_code TEXT,
  provider_completed_at TEXT,
  confirmed_at TEXT,
  payer_email  TEXT
);
INSERT INTO payments_next (id, order_id, method, status, amount, currency, return_url, cancel_url, error_code, expires_at,
  created_at, updated_at, provider_result, provider_code, provider_completed_at, confirmed_at)
SELECT id, order_id, method, status, amount, currency, return_url, cancel_url, error_code, expires_at,
  created_at, updated_at, provider_result, provider_code, provider_completed_at, confirmed_at FROM payments;
DROP TABLE payments;
ALTER TABLE payments_next RENAME TO payments;
CREATE INDEX payments_order ON payments (order_id);
`;

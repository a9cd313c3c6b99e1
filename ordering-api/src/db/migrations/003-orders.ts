/** Orders with priced lines, payments, idempotency keys and the mail outbox. */
export const orders = `
CREATE TABLE orders (
  id                 TEXT PRIMARY KEY,          -- random UUID
  shop_id            INTEGER NOT NULL REFERENCES shops (id),
  account_id         INTEGER REFERENCES accounts (id) ON DELETE SET NULL,
  customer_code_hash TEXT NOT NULL,             -- SHA-256 of the guest's customer code
  status             TEXT NOT NULL DEFAULT 'CalculatedPrice'
    CHECK (status IN ('CalculatedPrice', 'Added', 'Started', 'Done', 'Delivered', 'Rollbacked')),
  order_type         TEXT NOT NULL CHECK (order_type IN ('takeAway', 'dineInPlace')),
  pickup_time        TEXT NOT NULL,
  spot_id            INTEGER REFERENCES delivery_spots (id),
  note               TEXT,
  email              TEXT,
  currency           TEXT NOT NULL CHECK (length(currency) = 3),
  subtotal           INTEGER NOT NULL DEFAULT 0,
  tax_total          INTEGER NOT NULL DEFAULT 0,
  total              INTEGER NOT NULL DEFAULT 0,
  price_valid_until  TEXT,
  status_changed_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX orders_account ON orders (account_id, created_at);
CREATE INDEX orders_status ON orders (status, status_changed_at);

CREATE TABLE order_lines (
  id           INTEGER PRIMARY KEY,
  order_id     TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_no      INTEGER NOT NULL,
  article_code TEXT NOT NULL,
  description  TEXT NOT NULL,
  quantity     INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  unit_price   INTEGER NOT NULL CHECK (unit_price >= 0),
  total        INTEGER NOT NULL CHECK (total >= 0),
  tax_percent  REAL NOT NULL,
  UNIQUE (order_id, line_no)
);

CREATE TABLE order_line_choices (
  id           INTEGER PRIMARY KEY,
  line_id      INTEGER NOT NULL REFERENCES order_lines (id) ON DELETE CASCADE,
  level        INTEGER NOT NULL,
  article_code TEXT NOT NULL,
  choice_code  TEXT NOT NULL,
  description  TEXT NOT NULL,
  price        INTEGER NOT NULL CHECK (price >= 0)
);

CREATE TABLE payments (
  id           TEXT PRIMARY KEY,
  order_id     TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  method       TEXT NOT NULL CHECK (method IN ('card', 'swish')),
  status       TEXT NOT NULL DEFAULT 'Pending'
    CHECK (status IN ('NotStarted', 'Pending', 'Authorized', 'Captured', 'Failed', 'Cancelled', 'Refunded')),
  amount       INTEGER NOT NULL CHECK (amount >= 0),
  currency     TEXT NOT NULL CHECK (length(currency) = 3),
  return_url   TEXT NOT NULL,
  cancel_url   TEXT,
  error_code   TEXT,
  expires_at   TEXT,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX payments_order ON payments (order_id);

CREATE TABLE idempotency_keys (
  scope           TEXT NOT NULL,               -- e.g. 'POST /api/order'
  key             TEXT NOT NULL,
  request_hash    TEXT NOT NULL,
  response_status INTEGER,
  response_body   TEXT,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (scope, key)
);

CREATE TABLE outbox_mail (
  id         INTEGER PRIMARY KEY,
  kind       TEXT NOT NULL,                    -- confirm-email, reset-password, receipt
  to_address TEXT NOT NULL,
  subject    TEXT NOT NULL,
  body_text  TEXT NOT NULL,
  body_html  TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at    TEXT
);
`;

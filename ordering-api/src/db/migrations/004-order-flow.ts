/**
 * The order flow: what 003 lacked for pricing, guest payments, the kitchen and receipts, plus
 * per-shop order rules of the demo data.
 *
 * shop_order_types and shop_missing_recipe_items carry no foreign key to shops on purpose: on a
 * fresh database the migrations run before the demo data is seeded, so the demo rows below are
 * inserted before their shops exist. A shop without shop_order_types rows offers every order
 * type of the settings.
 */
export const orderFlow = `
ALTER TABLE orders ADD COLUMN asap INTEGER NOT NULL DEFAULT 0 CHECK (asap IN (0, 1));
ALTER TABLE orders ADD COLUMN phone TEXT;
ALTER TABLE orders ADD COLUMN language TEXT;
ALTER TABLE orders ADD COLUMN paid_payment_id TEXT;   -- the one payment that paid the order
ALTER TABLE orders ADD COLUMN paid_at TEXT;
CREATE INDEX orders_paid ON orders (paid_at);

-- A choice may carry another VAT rate than its article; NULL means the line's rate.
ALTER TABLE order_line_choices ADD COLUMN tax_percent REAL;

-- What the guest did on the provider's hosted page (the provider's own record, read back by confirm).
ALTER TABLE payments ADD COLUMN provider_result TEXT
  CHECK (provider_result IN ('approved', 'declined', 'cancelled', 'error'));
ALTER TABLE payments ADD COLUMN provider_code TEXT;
ALTER TABLE payments ADD COLUMN provider_completed_at TEXT;
ALTER TABLE payments ADD COLUMN confirmed_at TEXT;

ALTER TABLE outbox_mail ADD COLUMN order_id TEXT;
CREATE INDEX outbox_mail_order ON outbox_mail (order_id, kind, created_at);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

CREATE TABLE shop_order_types (
  shop_id    INTEGER NOT NULL,
  order_type TEXT NOT NULL CHECK (order_type IN ('takeAway', 'dineInPlace')),
  PRIMARY KEY (shop_id, order_type)
);

-- Articles the shop's POS has no recipe items for: ordering them fails with 422.
CREATE TABLE shop_missing_recipe_items (
  shop_id      INTEGER NOT NULL,
  article_code TEXT NOT NULL,
  PRIMARY KEY (shop_id, article_code)
);

-- Demo data: Uppsala (shop 10) is take-away only; Helsinki's POS (shop 4) lacks the milkshake's recipe.
INSERT INTO shop_order_types (shop_id, order_type) VALUES (10, 'takeAway');
INSERT INTO shop_missing_recipe_items (shop_id, article_code) VALUES (4, 'D505');
`;

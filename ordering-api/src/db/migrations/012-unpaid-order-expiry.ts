/**
 * Unpaid orders do not stay forever: an order not paid when its prices stop being valid expires
 * (it reads as Rollbacked and can no longer be paid) and is deleted a day later
 * (orders/expiry.ts). `expired_at` says when and tells an expired order from a cancelled paid one.
 */
export const unpaidOrderExpiry = `
ALTER TABLE orders ADD COLUMN expired_at TEXT;
CREATE INDEX orders_unpaid_until ON orders (price_valid_until) WHERE status = 'CalculatedPrice';
CREATE INDEX orders_expired ON orders (expired_at) WHERE expired_at IS NOT NULL;
`;

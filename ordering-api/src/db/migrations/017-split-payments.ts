/**
 * The split-payments capability: a table's guests each pay their own part of ONE order (one
 * kitchen ticket). `payments.amount` exists since 003, but until now it always held the order's
 * total; from here on it is what this one payment pays (a part, or the whole unpaid rest), and the
 * order is paid once its captured payments make its total. Every payment made before this paid the
 * whole order, so each keeps (or, should a row differ, takes) its order's total. The index serves
 * the per-order sums of captured and pending payments (repo/orders.ts).
 */
export const splitPayments = `
UPDATE payments SET amount = (SELECT o.total FROM orders o WHERE o.id = payments.order_id)
 WHERE amount IS NOT (SELECT o.total FROM orders o WHERE o.id = payments.order_id)
   AND EXISTS (SELECT 1 FROM orders o WHERE o.id = payments.order_id);
CREATE INDEX payments_order_status ON payments (order_id, status);
`;

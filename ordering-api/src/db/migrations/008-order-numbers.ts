/**
 * Orders get a number besides their UUID: 1001, 1002, … in the order they were created. It is
 * what an order's id is on the wire with the numericOrderIds switch (src/wire.ts), as a
 * restaurant's API with an integer key would write it. Orders placed before this migration are
 * numbered by their creation time; new ones take the next number when they are inserted. Access
 * never rests on the id (guests prove ownership with their customer code), so a guessable
 * number gives nothing away.
 */
export const orderNumbers = `
ALTER TABLE orders ADD COLUMN order_number INTEGER;
UPDATE orders SET order_number = 1000 + (
  SELECT count(*) FROM orders o
  WHERE o.created_at < orders.created_at OR (o.created_at = orders.created_at AND o.rowid <= orders.rowid)
);
CREATE UNIQUE INDEX orders_order_number ON orders (order_number);
`;

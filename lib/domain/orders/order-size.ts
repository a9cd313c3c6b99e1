/**
 * The most items one order may hold: the quantities of all its lines together. The app and the
 * reference ordering API both refuse a bigger order with 400 (`ORDER_TOO_LARGE`, upstream
 * `order-too-large`) before pricing it, and the checkout says so before sending it. At menu
 * prices an order this size stays far below the largest amount the contract carries
 * (MAX_AMOUNT); the API also refuses, with the same code, an order whose priced total would not.
 */
export const MAX_ORDER_QUANTITY = 999;

export const orderQuantity = (items: ReadonlyArray<{ quantity: number }>) => items.reduce((sum, item) => sum + item.quantity, 0);

export const isOrderTooLarge = (items: ReadonlyArray<{ quantity: number }>) => orderQuantity(items) > MAX_ORDER_QUANTITY;

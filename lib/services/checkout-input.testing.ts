import type { CheckoutInput } from './orders';

/** A guest's checkout as the browser sends it: one portion of fries (S301) at shop 1, to take away, now. */
export const friesToTakeAway: CheckoutInput = {
  shopId: 1,
  orderType: 'takeAway',
  asap: true,
  pickupTime: null,
  note: null,
  spotId: null,
  email: 'guest@example.com',
  phone: null,
  items: [{ code: 'S301', quantity: 1, choices: [] }],
};

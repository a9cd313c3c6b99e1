import { z } from 'zod';

import { deliverySpotListSchema } from './delivery-spots.ts';
import { orderSlotRequestSchema, slotHoldRequestSchema, slotHoldSchema, slotQuoteRequestSchema, slotQuoteSchema } from './kitchen.ts';
import { menuSchema } from './menu.ts';
import {
  customerCodeChangeRequestSchema,
  customerCodeChangeResponseSchema,
  orderCapabilitiesSchema,
  orderReadSchema,
  orderRequestSchema,
  orderSchema,
  paymentConfirmRequestSchema,
  paymentStartRequestSchema,
  paymentStartResponseSchema,
  receiptRequestSchema,
} from './orders.ts';
import { languagesSchema, settingsSchema } from './settings.ts';
import { shopListSchema, shopSchema } from './shops.ts';
import {
  accessTokenResponseSchema,
  deleteAccountRequestSchema,
  manageInfoRequestSchema,
  manageInfoResponseSchema,
  profileSchema,
  profileUpdateSchema,
  signInLinkRequestSchema,
  signInWithLinkRequestSchema,
} from './user.ts';

export * from './common.ts';
export * from './delivery-spots.ts';
export * from './kitchen.ts';
export * from './menu.ts';
export * from './orders.ts';
export * from './settings.ts';
export * from './shops.ts';
export * from './user.ts';

/** Every JSON read call of the contract, with the schema its response must satisfy. */
export type ContractCall = {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  response: z.ZodType;
  request?: z.ZodType;
  auth?: 'bearer' | 'customerCode';
  /** An optional capability: an upstream without it answers 404 and the app falls back (SPEC.md's behaviour). */
  capability?: 'kitchen' | 'orderCapabilities' | 'signInLink';
};

export const CONTRACT_CALLS: ContractCall[] = [
  { id: 'getSettings', method: 'GET', path: '/api/settings', summary: 'App settings', response: settingsSchema },
  { id: 'listLanguages', method: 'GET', path: '/api/cultures/languages', summary: 'Configured language codes', response: languagesSchema },
  { id: 'listShops', method: 'GET', path: '/api/shops', summary: 'All shops', response: shopListSchema },
  { id: 'getShop', method: 'GET', path: '/api/shops/{shopId}', summary: 'One shop', response: shopSchema },
  { id: 'getMenu', method: 'GET', path: '/api/shops/{shopId}/menu', summary: "A shop's menu in the requested language", response: menuSchema },
  { id: 'listDeliverySpots', method: 'GET', path: '/api/shops/{shopId}/delivery-spots', summary: 'Tables and counters', response: deliverySpotListSchema },
  { id: 'getProfile', method: 'GET', path: '/api/user/profile', summary: 'Signed-in profile', response: profileSchema, auth: 'bearer' },
  {
    id: 'updateProfile',
    method: 'PUT',
    path: '/api/user/profile',
    summary: 'Save the name and phone; a different e-mail is refused (400 email-change-requires-password)',
    request: profileUpdateSchema,
    response: profileSchema,
    auth: 'bearer',
  },
  {
    id: 'changeAccountInfo',
    method: 'POST',
    path: '/api/identity/manage/info',
    summary: 'Change the password, or ask for a new e-mail (mailed a link; changes when it is opened), with the current password',
    request: manageInfoRequestSchema,
    response: manageInfoResponseSchema,
    auth: 'bearer',
  },
  {
    id: 'deleteAccount',
    method: 'DELETE',
    path: '/api/user',
    summary: 'Delete the account, with the current password (204, empty)',
    request: deleteAccountRequestSchema,
    response: z.unknown(),
    auth: 'bearer',
  },
  {
    id: 'getOrderCapabilities',
    method: 'GET',
    path: '/api/order/capabilities',
    summary: 'What the API promises about orders (idempotencyKey: a resent create or payment start with the same Idempotency-Key is done once)',
    response: orderCapabilitiesSchema,
    capability: 'orderCapabilities',
  },
  {
    id: 'sendSignInLink',
    method: 'POST',
    path: '/api/identity/sendSignInLink',
    summary: 'Sign-in link capability: mail a one-time sign-in link (200 empty, account or not)',
    request: signInLinkRequestSchema,
    response: z.unknown(),
    capability: 'signInLink',
  },
  {
    id: 'signInWithLink',
    method: 'POST',
    path: '/api/identity/signInWithLink',
    summary: "Sign-in link capability: the link's code for a login's tokens (400 InvalidToken when wrong, used or expired)",
    request: signInWithLinkRequestSchema,
    response: accessTokenResponseSchema,
    capability: 'signInLink',
  },
  { id: 'createOrder', method: 'POST', path: '/api/order', summary: 'Create and price an order from the basket', request: orderRequestSchema, response: orderSchema },
  { id: 'getOrder', method: 'GET', path: '/api/order/{orderId}', summary: 'The order, or only its status, for its guest', response: orderReadSchema, auth: 'customerCode' },
  {
    id: 'startPayment',
    method: 'POST',
    path: '/api/order/{orderId}/payment',
    summary: "Start a payment on the provider's hosted page",
    request: paymentStartRequestSchema,
    response: paymentStartResponseSchema,
    auth: 'customerCode',
  },
  {
    id: 'confirmPayment',
    method: 'POST',
    path: '/api/order/{orderId}/payment/{paymentId}/confirm',
    summary: 'Confirm a payment after the provider sent the guest back (idempotent)',
    request: paymentConfirmRequestSchema,
    response: orderSchema,
    auth: 'customerCode',
  },
  {
    id: 'sendReceipt',
    method: 'POST',
    path: '/api/order/{orderId}/receipt',
    summary: 'E-mail a receipt (202, empty)',
    request: receiptRequestSchema,
    response: z.unknown(),
    auth: 'customerCode',
  },
  {
    id: 'changeCustomerCode',
    method: 'POST',
    path: '/api/order/customer-code',
    summary: "Move a guest's orders (not an account's) from the code in X-CustomerCode to a new one",
    request: customerCodeChangeRequestSchema,
    response: customerCodeChangeResponseSchema,
    auth: 'customerCode',
  },
  {
    id: 'quoteSlots',
    method: 'POST',
    path: '/api/shops/{shopId}/slots/quote',
    summary: "Kitchen capability: today's pickup slots with their load for this basket, and an honest ASAP range",
    request: slotQuoteRequestSchema,
    response: slotQuoteSchema,
    capability: 'kitchen',
  },
  {
    id: 'holdSlot',
    method: 'POST',
    path: '/api/shops/{shopId}/slots/hold',
    summary: "Kitchen capability: hold this basket's minutes of work in a slot (409 slot-full with nextSlots)",
    request: slotHoldRequestSchema,
    response: slotHoldSchema,
    capability: 'kitchen',
  },
  {
    id: 'releaseHold',
    method: 'DELETE',
    path: '/api/shops/{shopId}/slots/hold/{holdId}',
    summary: 'Kitchen capability: the guest left; the hold is released (204, empty)',
    response: z.unknown(),
    capability: 'kitchen',
  },
  {
    id: 'moveOrderSlot',
    method: 'POST',
    path: '/api/order/{orderId}/slot',
    summary: 'Kitchen capability: move an unpaid order to another slot after slot-full (409 slot-full with nextSlots)',
    request: orderSlotRequestSchema,
    response: orderSchema,
    auth: 'customerCode',
    capability: 'kitchen',
  },
];

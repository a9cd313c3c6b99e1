import { z } from 'zod';

import { ORDER_TYPES } from '../../domain/orders/order.ts';

export const orderTypeSchema = z.enum(ORDER_TYPES);

/** How an eat-in guest gets the food: brought to the table, or fetched at the counter. */
export const SERVICE_STYLES = ['tableService', 'counterPickup'] as const;
export const serviceStyleSchema = z.enum(SERVICE_STYLES);

export const settingsSchema = z.object({
  orderTypes: z.array(orderTypeSchema).min(1).max(2),
  enableCustomerLogin: z.boolean(),
  externalLoginProviders: z.array(z.string().max(50)).max(10),
  version: z.string().max(50),
  phoneNumberRequired: z.boolean(),
  favoriteShopRequired: z.boolean(),
  smsEnabled: z.boolean(),
  orders: z.object({ requireEmail: z.boolean(), requirePhoneNumber: z.boolean() }),
  /** The restaurant's service (beyond the original API; optional: without it the ready screen says neither table nor counter). */
  service: serviceStyleSchema.optional(),
});

export const languagesSchema = z.array(z.string().min(2).max(10)).max(50);

export type { OrderType } from '../../domain/orders/order.ts';
export type Settings = z.infer<typeof settingsSchema>;
export type ServiceStyle = z.infer<typeof serviceStyleSchema>;

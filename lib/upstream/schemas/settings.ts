import { z } from 'zod';

import { ORDER_TYPES } from '../../domain/orders/order.ts';

export const orderTypeSchema = z.enum(ORDER_TYPES);

export const settingsSchema = z.object({
  orderTypes: z.array(orderTypeSchema).min(1).max(2),
  enableCustomerLogin: z.boolean(),
  externalLoginProviders: z.array(z.string().max(50)).max(10),
  version: z.string().max(50),
  phoneNumberRequired: z.boolean(),
  favoriteShopRequired: z.boolean(),
  smsEnabled: z.boolean(),
  orders: z.object({ requireEmail: z.boolean(), requirePhoneNumber: z.boolean() }),
});

export const languagesSchema = z.array(z.string().min(2).max(10)).max(50);

export type { OrderType } from '../../domain/orders/order.ts';
export type Settings = z.infer<typeof settingsSchema>;

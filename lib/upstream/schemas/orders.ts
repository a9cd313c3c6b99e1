import { z } from 'zod';

import { moneySchema } from './common.ts';
import { orderTypeSchema } from './settings.ts';

export const ORDER_STATUSES = ['CalculatedPrice', 'Added', 'Started', 'Done', 'Delivered', 'Rollbacked'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** SPEC.md §3: the order request built from the basket. */
export const orderRequestSchema = z.object({
  shopId: z.number().int().positive(),
  orderType: orderTypeSchema,
  pickupTime: z.iso.datetime({ offset: true }),
  customerCode: z.string().max(64).nullable(),
  note: z.string().max(90).nullable(),
  spotId: z.number().int().positive().nullable().optional(),
  items: z
    .array(
      z.object({
        code: z.string().min(1).max(50),
        quantity: z.number().int().min(1).max(99),
        choices: z
          .array(z.object({ level: z.number().int().min(0), articleCode: z.string().max(50), choiceCode: z.string().max(50) }))
          .max(50),
      }),
    )
    .min(1)
    .max(100),
});

export const orderSchema = z.object({
  orderId: z.string().min(1).max(64),
  shopId: z.number().int().positive(),
  status: orderStatusSchema,
  orderType: orderTypeSchema,
  pickupTime: z.iso.datetime({ offset: true }),
  customerCode: z.string().max(64),
  currency: z.string().length(3),
  lines: z.array(
    z.object({
      code: z.string(),
      description: z.string(),
      quantity: z.number().int().min(1),
      unitPrice: moneySchema,
      total: moneySchema,
      taxPercent: z.number().min(0).max(100),
      choices: z.array(z.object({ level: z.number().int(), code: z.string(), description: z.string(), price: moneySchema })),
    }),
  ),
  taxes: z.array(z.object({ percent: z.number(), amount: moneySchema })),
  total: moneySchema,
});

export type OrderRequest = z.infer<typeof orderRequestSchema>;
export type Order = z.infer<typeof orderSchema>;
export type OrderStatus = z.infer<typeof orderStatusSchema>;

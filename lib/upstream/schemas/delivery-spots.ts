import { z } from 'zod';

import { i18nTextSchema } from './common.ts';
import { orderTypeSchema } from './settings.ts';

export const deliverySpotSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(100),
  i18n: i18nTextSchema,
  orderType: orderTypeSchema,
});
/** The most spots (tables, counters) a shop's list is read to. */
export const MAX_DELIVERY_SPOTS = 1000;
export const deliverySpotListSchema = z.array(deliverySpotSchema).max(MAX_DELIVERY_SPOTS);
export type DeliverySpot = z.infer<typeof deliverySpotSchema>;

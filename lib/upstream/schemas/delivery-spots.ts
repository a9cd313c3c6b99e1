import { z } from 'zod';

import { i18nTextSchema } from './common.ts';
import { orderTypeSchema } from './settings.ts';

export const deliverySpotSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(100),
  i18n: i18nTextSchema,
  orderType: orderTypeSchema,
});
export const deliverySpotListSchema = z.array(deliverySpotSchema).max(1000);
export type DeliverySpot = z.infer<typeof deliverySpotSchema>;

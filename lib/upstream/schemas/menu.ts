import { z } from 'zod';

import { ALLERGENS, DIETS } from '../../domain/menu/allergens.ts';
import { i18nTextSchema, imagePathSchema, moneySchema } from './common.ts';

export { ALLERGENS, DIETS };

export const campaignSchema = z.object({
  code: z.string().max(50),
  name: z.string().max(200),
  i18n: i18nTextSchema.optional(),
});

export const allergenSchema = z.enum(ALLERGENS);
export const dietSchema = z.enum(DIETS);

const articleFields = {
  code: z.string().min(1).max(50),
  description: z.string().max(200),
  price: moneySchema,
  i18n: i18nTextSchema,
  imageUrl: imagePathSchema.nullable(),
  campaigns: z.array(campaignSchema).max(20),
  allergens: z.array(allergenSchema).max(14).optional(),
  diets: z.array(dietSchema).max(4).optional(),
  /** false while sold out. */
  available: z.boolean().optional(),
  /**
   * The price without a campaign, when one of the article's campaigns lowers it (`price` is then
   * the campaign price, and what is charged). Optional: absent, the campaigns leave the price alone.
   */
  regularPrice: moneySchema.optional(),
};

export const choiceSchema = z.object({
  code: z.string().min(1).max(50),
  article: z.object(articleFields),
  /** Preselected for the guest: only where the restaurant marks it (optional; absent is false). */
  isDefault: z.boolean().optional(),
});

export const choiceGroupSchema = z.object({
  level: z.number().int().min(0).max(50),
  maxCount: z.number().int().min(1).max(50),
  minCount: z.number().int().min(0).max(50).optional(),
  choices: z.array(choiceSchema).max(100),
});

export const articleSchema = z.object({
  type: z.literal('article'),
  kind: z.enum(['Article', 'Suggested']),
  ...articleFields,
  longDescription: i18nTextSchema.optional(),
  choiceGroups: z.array(choiceGroupSchema).max(20),
  suggestedArticleCodes: z.array(z.string().max(50)).max(20),
  taxPercent: z.number().min(0).max(100),
});

export type Article = z.infer<typeof articleSchema>;
export type MenuContainer = {
  type: 'container';
  name: string;
  i18n: z.infer<typeof i18nTextSchema>;
  imageUrl: string | null;
  items: MenuItem[];
};
export type MenuItem = Article | MenuContainer;

export const containerSchema: z.ZodType<MenuContainer> = z.object({
  type: z.literal('container'),
  name: z.string().min(1).max(100),
  i18n: i18nTextSchema,
  imageUrl: imagePathSchema.nullable(),
  get items(): z.ZodArray<z.ZodType<MenuItem>> {
    return z.array(menuItemSchema).max(500);
  },
});
export const menuItemSchema: z.ZodType<MenuItem> = z.union([articleSchema, containerSchema]);

export const choiceLevelSchema = z.object({
  level: z.number().int().min(0).max(50),
  name: z.string().max(100),
  i18n: i18nTextSchema,
});

export const menuSchema = z.object({
  name: z.string().max(200),
  currency: z.object({ name: z.string().max(10), symbol: z.string().max(10).nullable() }).nullable(),
  choiceLevels: z.array(choiceLevelSchema).max(50),
  items: z.array(menuItemSchema).max(500),
});

export type Menu = z.infer<typeof menuSchema>;
export type ChoiceGroup = z.infer<typeof choiceGroupSchema>;
export type Choice = z.infer<typeof choiceSchema>;
export type Campaign = z.infer<typeof campaignSchema>;
export type Allergen = z.infer<typeof allergenSchema>;

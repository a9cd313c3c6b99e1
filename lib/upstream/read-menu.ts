// The menu as a restaurant's API written by someone else may send it: SPEC.md names a menu's
// name, items, currency and choice levels, a container's name and items, and an article's code,
// description, price, i18n, imageUrl and campaigns. Our contract (schemas/menu.ts) says more,
// because our reference API sends more. Here a menu is read item by item against what SPEC.md
// and the app need, with defaults for the rest and unknown fields ignored: an item that cannot
// be read (an article without a code or a price, a container without a name) is left out and
// logged by its code or name, and the rest of the menu stays orderable. A picture path that is
// not one of ours becomes none (the fallback picture), never a failed menu.
import { z } from 'zod';

import { readMoney } from './money.ts';
import { each, parsed, record, text } from './read-list.ts';
import { i18nEntrySchema, imagePathSchema } from './schemas/common.ts';
import {
  allergenSchema,
  type Article,
  campaignSchema,
  type Choice,
  type ChoiceGroup,
  choiceLevelSchema,
  dietSchema,
  type Menu,
  type MenuContainer,
  type MenuItem,
} from './schemas/menu.ts';

export type Skipped = { what: string; id: string };

const MAX_DEPTH = 8;
const MAX_ITEMS = 500;

// Made once: a zod schema costs far more to make than to use, and a menu is read per request.
const isBoolean = parsed(z.boolean());
const choiceLevel = parsed(z.number().int().min(0).max(50));
const choiceMax = parsed(z.number().int().min(1).max(50));
const choiceMin = parsed(z.number().int().min(0).max(50));
const taxPercentOf = parsed(z.number().min(0).max(100));
const readImage = parsed(imagePathSchema);
const readI18nEntry = parsed(i18nEntrySchema);
const readCampaign = parsed(campaignSchema);
const readAllergen = parsed(allergenSchema);
const readDiet = parsed(dietSchema);
const readChoiceLevel = parsed(choiceLevelSchema.extend({ i18n: z.array(i18nEntrySchema).max(20).catch([]) }));

const image = (raw: unknown): string | null => readImage(raw) ?? null;
const i18n = (raw: unknown) => each(raw, readI18nEntry, 20);

/** The fields an article and a choice's article share, or undefined without a code or a price. */
function articleFields(raw: Record<string, unknown>) {
  const code = text(raw.code, 50)?.trim();
  const price = readMoney(raw.price);
  if (!code || price === undefined) return undefined;
  const available = typeof raw.available === 'boolean' ? raw.available : undefined;
  // Only a regular price above the price is a saving; anything else is read as none.
  const regularPrice = readMoney(raw.regularPrice);
  return {
    code,
    description: text(raw.description, 200) ?? text(raw.name, 200) ?? code,
    price,
    i18n: i18n(raw.i18n),
    imageUrl: image(raw.imageUrl),
    campaigns: each(raw.campaigns, readCampaign, 20),
    ...(Array.isArray(raw.allergens) ? { allergens: each(raw.allergens, readAllergen, 14) } : {}),
    ...(Array.isArray(raw.diets) ? { diets: each(raw.diets, readDiet, 4) } : {}),
    ...(available === undefined ? {} : { available }),
    ...(regularPrice !== undefined && regularPrice > price ? { regularPrice } : {}),
  };
}

function readChoice(raw: unknown): Choice | undefined {
  const entry = record(raw);
  const article = record(entry?.article);
  const fields = article && articleFields(article);
  if (!entry || !fields) return undefined;
  const isDefault = isBoolean(entry.isDefault);
  return { code: text(entry.code, 50) || fields.code, article: fields, ...(isDefault === undefined ? {} : { isDefault }) };
}

function readChoiceGroup(raw: unknown): ChoiceGroup | undefined {
  const entry = record(raw);
  const level = choiceLevel(entry?.level);
  if (!entry || level === undefined) return undefined;
  const choices = each(entry.choices, readChoice, 100);
  if (choices.length === 0) return undefined;
  const maxCount = choiceMax(entry.maxCount) ?? 1;
  const minCount = choiceMin(entry.minCount);
  return { level, maxCount, ...(minCount === undefined ? {} : { minCount: Math.min(minCount, maxCount) }), choices };
}

export function readMenu(raw: unknown, skipped: Skipped[] = []): Menu | undefined {
  const menu = record(raw);
  if (!menu || !Array.isArray(menu.items)) return undefined;

  function readArticle(entry: Record<string, unknown>): Article | undefined {
    const fields = articleFields(entry);
    if (!fields) return undefined;
    const taxPercent = taxPercentOf(entry.taxPercent);
    return {
      type: 'article',
      kind: entry.kind === 'Suggested' ? 'Suggested' : 'Article',
      ...fields,
      ...(Array.isArray(entry.longDescription) ? { longDescription: i18n(entry.longDescription) } : {}),
      choiceGroups: each(entry.choiceGroups, readChoiceGroup, 20),
      suggestedArticleCodes: each(entry.suggestedArticleCodes, (c) => text(c, 50), 20),
      // Unknown: no tax line is shown for it (lib/domain/basket/rules.ts taxesByRate).
      taxPercent: taxPercent ?? 0,
    };
  }

  function readItem(rawItem: unknown, depth: number): MenuItem | undefined {
    const entry = record(rawItem);
    // A container has items; an article has a code. A kind the restaurant sends decides first: our
    // `type`, or the `$type` discriminator of System.Text.Json's polymorphic types, in any case.
    const kind = entry ? (entry.type ?? entry.$type) : undefined;
    const isContainer = entry && ((typeof kind === 'string' && kind.toLowerCase() === 'container') || (kind === undefined && Array.isArray(entry.items)));
    if (entry && isContainer) {
      const name = text(entry.name, 100)?.trim();
      if (!name || depth >= MAX_DEPTH) {
        skipped.push({ what: 'container', id: String(entry.name ?? '?').slice(0, 60) });
        return undefined;
      }
      const container: MenuContainer = {
        type: 'container',
        name,
        i18n: i18n(entry.i18n),
        imageUrl: image(entry.imageUrl),
        items: each(entry.items, (child) => readItem(child, depth + 1), MAX_ITEMS),
      };
      return container;
    }
    const article = entry && readArticle(entry);
    if (!article) skipped.push({ what: 'article', id: String(entry?.code ?? '?').slice(0, 60) });
    return article;
  }

  const currency = record(menu.currency);
  return {
    name: text(menu.name, 200) ?? '',
    currency: currency && text(currency.name, 10) !== undefined ? { name: text(currency.name, 10)!, symbol: text(currency.symbol, 10) ?? null } : null,
    choiceLevels: each(menu.choiceLevels, readChoiceLevel, 50),
    items: each(menu.items, (item) => readItem(item, 0), MAX_ITEMS),
  };
}

/** The 14 allergens of EU regulation 1169/2011, annex II. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const DIETS = ['vegan', 'vegetarian', 'glutenFree', 'lactoseFree'] as const;
export type Diet = (typeof DIETS)[number];

/** A set of allergens as one number (bit i for ALLERGENS[i]): the one-page menu sends it for every article. */
export const allergenBits = (list: readonly string[]) => ALLERGENS.reduce((bits, allergen, i) => (list.includes(allergen) ? bits | (1 << i) : bits), 0);

/** The allergens of a number made by allergenBits, in ALLERGENS order. */
export const allergensOfBits = (bits: number): Allergen[] => ALLERGENS.filter((_, i) => bits & (1 << i));

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

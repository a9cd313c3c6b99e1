import type { Allergen } from '../../../lib/upstream/schemas/index.ts';
import type { T5 } from './types.ts';

type Diet = 'vegan' | 'vegetarian' | 'glutenFree' | 'lactoseFree';

/**
 * The articles behind choices (kind `Choice`); `code` is the article's code. A choice has a code of
 * its own, as in a real POS: see `choiceCodeOf`.
 */
export type SeedChoiceArticle = {
  code: string;
  sek: number;
  text: T5;
  allergens: Allergen[];
  diets: Diet[];
  available?: boolean;
};

export const SEED_CHOICE_ARTICLES: SeedChoiceArticle[] = [
  // Level 1: bread
  { code: 'C-BRIOCHE', sek: 0, text: { sv: 'Briochebröd', fi: 'Briossisämpylä', en: 'Brioche bun', ru: 'Булочка бриошь', no: 'Briochebrød' }, allergens: ['gluten', 'milk', 'eggs'], diets: ['vegetarian'] },
  { code: 'C-SURDEG', sek: 0, text: { sv: 'Surdegsbröd', fi: 'Juurileipäsämpylä', en: 'Sourdough bun', ru: 'Булочка на закваске', no: 'Surdeigsbrød' }, allergens: ['gluten'], diets: ['vegan', 'lactoseFree'] },
  { code: 'C-GLUTENFRI', sek: 10, text: { sv: 'Glutenfritt bröd', fi: 'Gluteeniton sämpylä', en: 'Gluten-free bun', ru: 'Безглютеновая булочка', no: 'Glutenfritt brød' }, allergens: ['eggs'], diets: ['vegetarian', 'glutenFree', 'lactoseFree'] },
  { code: 'C-SALLAD', sek: 0, text: { sv: 'Salladsblad i stället för bröd', fi: 'Salaatinlehdet sämpylän sijaan', en: 'Lettuce wrap instead of a bun', ru: 'Листья салата вместо булочки', no: 'Salatblader i stedet for brød' }, allergens: [], diets: ['vegan', 'glutenFree', 'lactoseFree'] },
  // Level 2: extras
  { code: 'C-OST', sek: 15, text: { sv: 'Extra cheddar', fi: 'Lisää cheddaria', en: 'Extra cheddar', ru: 'Дополнительный чеддер', no: 'Ekstra cheddar' }, allergens: ['milk'], diets: ['vegetarian', 'glutenFree'] },
  { code: 'C-BACON', sek: 20, text: { sv: 'Bacon', fi: 'Pekoni', en: 'Bacon', ru: 'Бекон', no: 'Bacon' }, allergens: [], diets: ['glutenFree', 'lactoseFree'] },
  { code: 'C-JALAPENO', sek: 10, text: { sv: 'Jalapeños', fi: 'Jalapeñot', en: 'Jalapeños', ru: 'Халапеньо', no: 'Jalapeños' }, allergens: [], diets: ['vegan', 'glutenFree', 'lactoseFree'], available: false },
  { code: 'C-LOK', sek: 0, text: { sv: 'Rostad lök', fi: 'Paahdettu sipuli', en: 'Crispy fried onions', ru: 'Хрустящий жареный лук', no: 'Ristet løk' }, allergens: ['gluten'], diets: ['vegan', 'lactoseFree'] },
  { code: 'C-AVOKADO', sek: 20, text: { sv: 'Avokado', fi: 'Avokado', en: 'Avocado', ru: 'Авокадо', no: 'Avokado' }, allergens: [], diets: ['vegan', 'glutenFree', 'lactoseFree'] },
  { code: 'C-BIFF', sek: 35, text: { sv: 'Extra biff 120 g', fi: 'Lisäpihvi 120 g', en: 'Extra patty 120 g', ru: 'Дополнительная котлета 120 г', no: 'Ekstra burger 120 g' }, allergens: [], diets: ['glutenFree', 'lactoseFree'] },
  { code: 'C-HALLOUMI', sek: 20, text: { sv: 'Grillad halloumi', fi: 'Grillattu halloumi', en: 'Grilled halloumi', ru: 'Жареный халлуми', no: 'Grillet halloumi' }, allergens: ['milk'], diets: ['vegetarian', 'glutenFree'] },
  { code: 'C-KYCKLING', sek: 25, text: { sv: 'Extra kyckling', fi: 'Lisää kanaa', en: 'Extra chicken', ru: 'Дополнительная курица', no: 'Ekstra kylling' }, allergens: [], diets: ['glutenFree', 'lactoseFree'] },
  // Level 3: drink with the meal
  { code: 'C-COLA', sek: 25, text: { sv: 'Cola 33 cl', fi: 'Cola 33 cl', en: 'Cola 33 cl', ru: 'Кола 0,33 л', no: 'Cola 33 cl' }, allergens: [], diets: ['vegan', 'glutenFree', 'lactoseFree'] },
  { code: 'C-COLAZERO', sek: 25, text: { sv: 'Cola Zero 33 cl', fi: 'Cola Zero 33 cl', en: 'Cola Zero 33 cl', ru: 'Кола Зеро 0,33 л', no: 'Cola Zero 33 cl' }, allergens: [], diets: ['vegan', 'glutenFree', 'lactoseFree'] },
  { code: 'C-LINGON', sek: 25, text: { sv: 'Lingondricka', fi: 'Puolukkajuoma', en: 'Lingonberry drink', ru: 'Брусничный напиток', no: 'Tyttebærdrikk' }, allergens: [], diets: ['vegan', 'glutenFree', 'lactoseFree'] },
  { code: 'C-VATTEN', sek: 20, text: { sv: 'Mineralvatten 50 cl', fi: 'Kivennäisvesi 50 cl', en: 'Sparkling water 50 cl', ru: 'Минеральная вода 0,5 л', no: 'Mineralvann 50 cl' }, allergens: [], diets: ['vegan', 'glutenFree', 'lactoseFree'] },
  // Level 4: milk
  { code: 'C-MJOLK', sek: 0, text: { sv: 'Mjölk', fi: 'Maito', en: 'Milk', ru: 'Молоко', no: 'Melk' }, allergens: ['milk'], diets: ['vegetarian', 'glutenFree'] },
  { code: 'C-LAKTOSFRI', sek: 0, text: { sv: 'Laktosfri mjölk', fi: 'Laktoositon maito', en: 'Lactose-free milk', ru: 'Безлактозное молоко', no: 'Laktosefri melk' }, allergens: ['milk'], diets: ['vegetarian', 'glutenFree', 'lactoseFree'] },
  { code: 'C-HAVRE', sek: 5, text: { sv: 'Havredryck', fi: 'Kaurajuoma', en: 'Oat drink', ru: 'Овсяное молоко', no: 'Havredrikk' }, allergens: [], diets: ['vegan', 'lactoseFree'] },
];

/**
 * The code of the choice that stands for `articleCode` at `level`: `CH<level>-<article code
 * without its C- prefix>`, e.g. extra cheddar `C-OST` at level 2 is choice `CH2-OST`. It never
 * equals an article code, so an order must send the two codes apart (the ordering API's data model: `articleCode` is
 * the article's code, `choiceCode` the choice's own).
 */
export function choiceCodeOf(level: number, articleCode: string): string {
  return `CH${level}-${articleCode.replace(/^C-/, '')}`;
}

/**
 * A choice group of an article; `choices` lists the codes of the articles behind its choices,
 * `defaults` those the restaurant picks when the guest picks none.
 */
export type SeedChoiceGroup = { level: number; maxCount: number; minCount?: number; choices: string[]; defaults?: string[] };

const DRINKS: SeedChoiceGroup = { level: 3, maxCount: 1, choices: ['C-COLA', 'C-COLAZERO', 'C-LINGON', 'C-VATTEN'] };

/** Named sets of choice groups that articles refer to. */
export const CHOICE_GROUP_SETS: Record<string, SeedChoiceGroup[]> = {
  // The burgers come in the brioche bun their descriptions name: it is chosen when the article opens.
  burger: [
    { level: 1, maxCount: 1, minCount: 1, choices: ['C-BRIOCHE', 'C-SURDEG', 'C-GLUTENFRI', 'C-SALLAD'], defaults: ['C-BRIOCHE'] },
    { level: 2, maxCount: 4, choices: ['C-OST', 'C-BACON', 'C-JALAPENO', 'C-LOK', 'C-AVOKADO', 'C-BIFF'] },
    DRINKS,
  ],
  plantBurger: [
    { level: 1, maxCount: 1, minCount: 1, choices: ['C-SURDEG', 'C-GLUTENFRI', 'C-SALLAD'], defaults: ['C-SURDEG'] },
    { level: 2, maxCount: 3, choices: ['C-JALAPENO', 'C-LOK', 'C-AVOKADO'] },
    DRINKS,
  ],
  halloumiBurger: [
    { level: 1, maxCount: 1, minCount: 1, choices: ['C-BRIOCHE', 'C-SURDEG', 'C-GLUTENFRI', 'C-SALLAD'] },
    { level: 2, maxCount: 3, choices: ['C-HALLOUMI', 'C-JALAPENO', 'C-LOK', 'C-AVOKADO'] },
    DRINKS,
  ],
  salad: [{ level: 2, maxCount: 2, choices: ['C-AVOKADO', 'C-HALLOUMI', 'C-KYCKLING'] }],
  coffee: [{ level: 4, maxCount: 1, choices: ['C-MJOLK', 'C-LAKTOSFRI', 'C-HAVRE'] }],
  milkRequired: [{ level: 4, maxCount: 1, minCount: 1, choices: ['C-MJOLK', 'C-LAKTOSFRI', 'C-HAVRE'] }],
};

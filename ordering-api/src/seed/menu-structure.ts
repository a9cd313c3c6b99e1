import type { T5 } from './types.ts';

export type SeedCategory = { path: string; name: string; i18n: T5; image: string | null; children?: SeedCategory[] };

/** `name` is the Swedish URL segment and never changes; the translations are for display. */
export const SEED_CATEGORIES: SeedCategory[] = [
  {
    path: 'Burgare',
    name: 'Burgare',
    i18n: { sv: 'Burgare', fi: 'Hampurilaiset', en: 'Burgers', ru: 'Бургеры', no: 'Burgere' },
    image: 'menu/burger-classic.webp',
    children: [
      {
        path: 'Burgare/Klassiker',
        name: 'Klassiker',
        i18n: { sv: 'Klassiker', fi: 'Klassikot', en: 'Classics', ru: 'Классика', no: 'Klassikere' },
        image: 'menu/burger-double.webp',
      },
      {
        path: 'Burgare/Växtbaserat',
        name: 'Växtbaserat',
        i18n: { sv: 'Växtbaserat', fi: 'Kasvipohjaiset', en: 'Plant based', ru: 'На растительной основе', no: 'Plantebasert' },
        image: 'menu/burger-veggie.webp',
      },
    ],
  },
  {
    path: 'Sallader',
    name: 'Sallader',
    i18n: { sv: 'Sallader', fi: 'Salaatit', en: 'Salads', ru: 'Салаты', no: 'Salater' },
    image: 'menu/salad.webp',
  },
  {
    path: 'Tillbehör',
    name: 'Tillbehör',
    i18n: { sv: 'Tillbehör', fi: 'Lisukkeet', en: 'Sides', ru: 'Гарниры и соусы', no: 'Tilbehør' },
    image: 'menu/fries.webp',
  },
  {
    path: 'Dryck',
    name: 'Dryck',
    i18n: { sv: 'Dryck', fi: 'Juomat', en: 'Drinks', ru: 'Напитки', no: 'Drikke' },
    image: 'menu/soda.webp',
    children: [
      {
        path: 'Dryck/Kall dryck',
        name: 'Kall dryck',
        i18n: { sv: 'Kall dryck', fi: 'Kylmät juomat', en: 'Cold drinks', ru: 'Холодные напитки', no: 'Kald drikke' },
        image: 'menu/juice.webp',
      },
      {
        path: 'Dryck/Varm dryck',
        name: 'Varm dryck',
        i18n: { sv: 'Varm dryck', fi: 'Kuumat juomat', en: 'Hot drinks', ru: 'Горячие напитки', no: 'Varm drikke' },
        image: 'menu/coffee.webp',
      },
    ],
  },
  {
    path: 'Desserter',
    name: 'Desserter',
    i18n: { sv: 'Desserter', fi: 'Jälkiruoat', en: 'Desserts', ru: 'Десерты', no: 'Desserter' },
    image: 'menu/ice-cream.webp',
  },
];

export const SEED_CHOICE_LEVELS: { level: number; name: string; i18n: T5 }[] = [
  { level: 1, name: 'Bröd', i18n: { sv: 'Bröd', fi: 'Leipä', en: 'Bread', ru: 'Булочка', no: 'Brød' } },
  { level: 2, name: 'Tillägg', i18n: { sv: 'Tillägg', fi: 'Lisätäytteet', en: 'Extras', ru: 'Добавки', no: 'Tillegg' } },
  { level: 3, name: 'Dryck', i18n: { sv: 'Dryck', fi: 'Juoma', en: 'Drink', ru: 'Напиток', no: 'Drikke' } },
  { level: 4, name: 'Mjölk', i18n: { sv: 'Mjölk', fi: 'Maito', en: 'Milk', ru: 'Молоко', no: 'Melk' } },
];

export const SEED_CAMPAIGNS: { code: string; name: string; i18n: T5 }[] = [
  {
    code: 'VECKANS',
    name: 'Veckans burgare',
    i18n: { sv: 'Veckans burgare', fi: 'Viikon hampurilainen', en: 'Burger of the week', ru: 'Бургер недели', no: 'Ukens burger' },
  },
  {
    code: 'FIKA',
    name: 'Fikadeal',
    i18n: { sv: 'Fikadeal', fi: 'Kahvihetken tarjous', en: 'Coffee break deal', ru: 'Кофе-брейк по акции', no: 'Kaffepause-tilbud' },
  },
  {
    code: 'GRON',
    name: 'Grön vecka',
    i18n: { sv: 'Grön vecka', fi: 'Vihreä viikko', en: 'Green week', ru: 'Зелёная неделя', no: 'Grønn uke' },
  },
];

export const MENU_NAMES: Record<'full' | 'standard', string> = {
  full: 'Nordic Burger – hela menyn',
  standard: 'Nordic Burger – meny',
};

/** @jest-environment jsdom */
/** Allergens are listed in one order wherever they show (menu card, article, basket): the regulation's. */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import en from '@/messages/en.json';

import { ArticleTags, inAllergenOrder } from './article-tags';

const tags = (allergens: string[]) => {
  const { unmount } = render(
    <NextIntlClientProvider locale="en" messages={{ Menu: en.Menu, Allergens: en.Allergens, Diets: en.Diets }}>
      <ArticleTags allergens={allergens} />
    </NextIntlClientProvider>,
  );
  const text = screen.getByText(/gluten/i).textContent;
  unmount();
  return text;
};

test('the card’s order (as the menu lists them) and the article’s (sorted by name) read the same', () => {
  const card = ['gluten', 'eggs', 'mustard', 'sesame', 'milk'];
  const article = [...card].sort();
  expect(tags(card)).toBe(tags(article));
  expect(inAllergenOrder(article)).toEqual(['gluten', 'eggs', 'milk', 'mustard', 'sesame']);
});

test('an allergen the app does not know goes last, and each is named once', () => {
  expect(inAllergenOrder(['other', 'milk', 'gluten', 'milk'])).toEqual(['gluten', 'milk', 'other']);
});

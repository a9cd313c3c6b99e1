/** @jest-environment jsdom */
/**
 * The article configurator: choices by level, one for a single-choice level and up to its max
 * for the others (a further choice cannot be made once the max is reached), a required level
 * asked for before anything is added, and the Add button's price following every choice and
 * the quantity. What is added to the basket is what the guest chose.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import type { Basket, BasketArticle } from '@/lib/domain/basket/basket';
import type { ArticleView, ChoiceGroupView, ChoiceView } from '@/lib/domain/menu/view';
import en from '@/messages/en.json';

import { ArticleConfigurator } from './article-configurator';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/shop/1/menu' }));
jest.mock('@/lib/client/ids', () => ({ digestHex: async () => 'a'.repeat(64), newId: () => 'new-line' }));
// jsdom lays nothing out: scrolling back to a group is not what this test is about.
Element.prototype.scrollIntoView = () => {};

const basketArticle = (code: string, description: string, price: number): BasketArticle => ({ code, description, price, i18n: [], imageUrl: null, campaigns: [] });
const choice = (code: string, name: string, price: number, extra: Partial<ChoiceView> = {}): ChoiceView => ({
  code, name, price, available: true, allergens: [], diets: [], isDefault: false, basketArticle: basketArticle(code, name, price), ...extra,
});
const BURGER: ArticleView = {
  code: 'B101', name: 'Classic burger', description: '', price: 12900, imageUrl: null, campaigns: [], allergens: [], diets: [],
  available: true, hasChoices: true, categoryPath: ['Burgare'], basketArticle: basketArticle('B101', 'Classic burger', 12900),
};
const BREAD: ChoiceGroupView = {
  level: 1, name: 'Bread', min: 1, max: 1,
  choices: [choice('BR1', 'Brioche', 0), choice('BR2', 'Gluten-free', 1500)],
};
const EXTRAS: ChoiceGroupView = {
  level: 2, name: 'Extras', min: 0, max: 2,
  choices: [choice('X1', 'Bacon', 1500), choice('X2', 'Cheese', 1000), choice('X3', 'Jalapeños', 500), choice('X4', 'Egg', 800, { available: false })],
};
const OPEN = { status: 'online' as const, openForBusiness: true, externalAppUri: null, openingHours: [], timeZone: 'Europe/Stockholm', renderedAt: '2026-05-06T10:00:00.000Z' };

beforeEach(() => {
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  push.mockReset();
});

function renderConfigurator(groups: ChoiceGroupView[] = [BREAD, EXTRAS]) {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Stockholm">
      <ArticleConfigurator shop={{ id: 1, name: 'Nordic Burger' }} availability={OPEN} article={BURGER} groups={groups} symbol="kr" hasSuggestions={false} />
    </NextIntlClientProvider>,
  );
}

const group = (name: string) => within(screen.getByRole('group', { name }));
const option = (level: string, name: string) => group(level).getByRole(level === 'Bread' ? 'radio' : 'checkbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
/** The Add button's text, its no-break spaces as plain ones. */
const addButton = () => screen.getByRole('button', { name: /^Add to basket/ });
const addLabel = () => addButton().textContent!.replace(/\u00a0/g, ' ');
const added = () => (JSON.parse(localStorage.getItem('ordering.basket') ?? '{"items":[]}') as Basket).items;

test('a level with a max of two takes two: the third cannot be chosen until one is taken back', () => {
  renderConfigurator();
  fireEvent.click(option('Extras', 'Bacon'));
  fireEvent.click(option('Extras', 'Cheese'));
  expect(option('Extras', 'Jalapeños')).toBeDisabled();
  fireEvent.click(option('Extras', 'Jalapeños'));
  expect(group('Extras').getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toHaveLength(2);
  expect(option('Extras', 'Jalapeños').checked).toBe(false);

  fireEvent.click(option('Extras', 'Bacon'));
  expect(option('Extras', 'Jalapeños')).toBeEnabled();
  fireEvent.click(option('Extras', 'Jalapeños'));
  expect(option('Extras', 'Jalapeños').checked).toBe(true);
  expect(option('Extras', 'Egg')).toBeDisabled(); // sold out, whatever the count
});

test('a single-choice level holds one choice: another replaces it', () => {
  renderConfigurator();
  fireEvent.click(option('Bread', 'Brioche'));
  fireEvent.click(option('Bread', 'Gluten-free'));
  expect(option('Bread', 'Gluten-free').checked).toBe(true);
  expect(option('Bread', 'Brioche').checked).toBe(false);
});

test('the Add button shows the price of the dish as chosen: every choice and the quantity count', () => {
  renderConfigurator();
  expect(addLabel()).toBe('Add to basket 129 kr');
  fireEvent.click(option('Bread', 'Gluten-free'));
  expect(addLabel()).toBe('Add to basket 144 kr');
  fireEvent.click(option('Extras', 'Bacon'));
  fireEvent.click(option('Extras', 'Cheese'));
  expect(addLabel()).toBe('Add to basket 169 kr');
  fireEvent.click(option('Extras', 'Cheese'));
  expect(addLabel()).toBe('Add to basket 159 kr');
  fireEvent.click(screen.getByRole('button', { name: 'More Classic burger' }));
  expect(addLabel()).toBe('Add to basket 318 kr');
});

test('a required level left open: nothing is added, the level says what it needs; chosen, the line is added as chosen', () => {
  renderConfigurator();
  fireEvent.click(addButton());
  expect(screen.getByText('Please choose at least 1 for Bread.')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Bread' })).toHaveAttribute('aria-invalid', 'true');
  expect(option('Bread', 'Brioche')).toHaveFocus();
  expect(added()).toEqual([]);
  expect(push).not.toHaveBeenCalled();

  fireEvent.click(option('Bread', 'Brioche'));
  fireEvent.click(option('Extras', 'Bacon'));
  fireEvent.click(option('Extras', 'Cheese'));
  fireEvent.click(option('Extras', 'Jalapeños')); // over the max: not taken
  fireEvent.click(screen.getByRole('button', { name: 'More Classic burger' }));
  fireEvent.click(addButton());
  expect(added()).toMatchObject([
    { id: 'new-line', quantity: 2, article: { code: 'B101' }, choices: [{ level: 1, code: 'BR1' }, { level: 2, code: 'X1' }, { level: 2, code: 'X2' }] },
  ]);
  expect(push.mock.calls.map(([path]) => path)).toEqual(['/shop/1/menu/Burgare']);
});

test("a new dish starts from the restaurant's defaults, never more than the level's max", () => {
  const defaults: ChoiceGroupView = { ...EXTRAS, choices: EXTRAS.choices.map((c) => ({ ...c, isDefault: true })) };
  renderConfigurator([BREAD, defaults]);
  expect(group('Extras').getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked).map((c) => c.getAttribute('value'))).toEqual(['X1', 'X2']);
  expect(addLabel()).toBe('Add to basket 154 kr');
});

test('the Add bar is one row: the quantity beside Add, and in Add the label and the price as two items with no separator between them', () => {
  renderConfigurator();
  const button = addButton();
  expect(button.textContent).not.toContain('·');
  const [label, price] = [...button.children];
  expect(button.children).toHaveLength(2);
  expect(label!.textContent).toBe('Add to basket');
  expect(price!.textContent!.replace(/\u00a0/g, ' ')).toBe('129 kr');
  // The stepper shares the button's row, inside the sticky bar (not at the end of the article).
  const stepper = screen.getByRole('group', { name: en.Article.quantity });
  expect(stepper.parentElement).toBe(button.parentElement);
  expect(stepper.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

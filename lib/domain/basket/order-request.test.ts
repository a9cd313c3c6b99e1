import { EMPTY_BASKET } from './basket';
import { checkoutOrderType, orderRequestItems } from './order-request';

const article = (code: string) => ({ code, description: code, price: 100, i18n: [], imageUrl: null, campaigns: [] });

test('each choice is sent with its own code (choiceCode) and the code of its article (articleCode), as the restaurant names them', () => {
  const items = orderRequestItems({
    items: [{ id: 'a', type: 'article', quantity: 2, article: article('S101'), choices: [{ level: 1, code: 'CH-1-D201', article: article('D201') }] }],
  });
  expect(items).toEqual([{ code: 'S101', quantity: 2, choices: [{ level: 1, articleCode: 'D201', choiceCode: 'CH-1-D201' }] }]);
});

test('the basket’s order type is used only when the restaurant offers it', () => {
  expect(checkoutOrderType({ ...EMPTY_BASKET, orderType: 'dineInPlace' }, ['takeAway', 'dineInPlace'])).toBe('dineInPlace');
  expect(checkoutOrderType({ ...EMPTY_BASKET, orderType: 'dineInPlace' }, ['takeAway'])).toBe('takeAway');
  expect(checkoutOrderType(EMPTY_BASKET, ['dineInPlace'])).toBe('dineInPlace');
});

import { pickMessages } from './pick-messages';

const messages = { Menu: { title: 'Menu', search: 'Search' }, Account: { offers: 'Offers', profile: 'Profile', notices: { a: 'A' } }, Errors: { SERVER: 'x' } };

test('whole namespaces and single keys are picked; nothing else is sent', () => {
  expect(pickMessages(messages, ['Menu', 'Account.offers', 'Account.notices'])).toEqual({
    Menu: messages.Menu,
    Account: { offers: 'Offers', notices: { a: 'A' } },
  });
});

test('a name that does not exist picks nothing', () => {
  expect(pickMessages(messages, ['Nope', 'Menu.nope'])).toEqual({});
});

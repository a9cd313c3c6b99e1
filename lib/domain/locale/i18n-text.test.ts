import { localize } from './i18n-text';

const texts = [
  { language: 'sv', text: 'Ostburgare' },
  { language: 'en', text: 'Cheeseburger' },
  { language: 'fi', text: ' ' },
];

test('picks the visitor language', () => expect(localize(texts, 'sv', 'x')).toBe('Ostburgare'));
test('falls back to English when the language is missing or blank', () => {
  expect(localize(texts, 'ru', 'x')).toBe('Cheeseburger');
  expect(localize(texts, 'fi', 'x')).toBe('Cheeseburger');
});
test('falls back to the default text without translations', () => {
  expect(localize(undefined, 'sv', 'Burgare')).toBe('Burgare');
});

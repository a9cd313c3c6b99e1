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

test('texts tagged with a region count for their language; an exact tag wins', () => {
  const texts = [
    { language: 'sv-SE', text: 'Ostburgare' },
    { language: 'fi_FI', text: 'Juustohampurilainen' },
    { language: 'nb-NO', text: 'Osteburger' },
    { language: 'fil', text: 'Cheeseburger (Filipino)' },
    { language: 'EN-gb', text: 'Cheeseburger' },
  ];
  expect(localize(texts, 'sv', 'x')).toBe('Ostburgare');
  expect(localize(texts, 'fi', 'x')).toBe('Juustohampurilainen');
  expect(localize(texts, 'no', 'x')).toBe('Osteburger');
  expect(localize(texts, 'ru', 'x')).toBe('Cheeseburger');
  expect(localize([{ language: 'en-US', text: 'US' }, { language: 'en', text: 'plain' }], 'en', 'x')).toBe('plain');
  expect(localize([{ language: 'nn', text: 'Nynorsk' }], 'no', 'x')).toBe('Nynorsk');
});

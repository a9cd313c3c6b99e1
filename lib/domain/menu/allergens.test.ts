import { allergenBits, allergensOfBits } from './allergens';

test('a set of allergens survives the trip through one number, in the regulation’s order', () => {
  expect(allergenBits([])).toBe(0);
  expect(allergensOfBits(allergenBits(['milk', 'gluten', 'sesame']))).toEqual(['gluten', 'milk', 'sesame']);
  expect(allergensOfBits(allergenBits(['molluscs']))).toEqual(['molluscs']);
  expect(allergenBits(['not-an-allergen'])).toBe(0);
});

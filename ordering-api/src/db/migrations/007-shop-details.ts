/**
 * Shops get a phone number, the kinds of food they serve (a JSON array of names) and a price
 * range, for what search engines show about a restaurant. All optional: shops seeded before
 * this migration have none until they are given them; the seed writes them for a fresh database.
 */
export const shopDetails = `
ALTER TABLE shops ADD COLUMN phone TEXT;
ALTER TABLE shops ADD COLUMN cuisines TEXT CHECK (cuisines IS NULL OR json_valid(cuisines));
ALTER TABLE shops ADD COLUMN price_range TEXT;
`;

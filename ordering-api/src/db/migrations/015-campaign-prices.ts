/**
 * A campaign may lower an article's price: `regular_price` is the price without it, per currency
 * (NULL: no campaign changes this price). On the wire it is the article's optional `regularPrice`,
 * shown struck through beside the price with the saving; the price charged stays `price`.
 * The demo's burger of the week (B104) is 179 kr on its campaign, 199 kr otherwise; a database
 * seeded before this migration gets that here. The coffee-break offer lowers no price, so its
 * description no longer promises one.
 */
export const campaignPrices = `
ALTER TABLE article_prices ADD COLUMN regular_price INTEGER CHECK (regular_price IS NULL OR regular_price >= 0);
UPDATE article_prices SET regular_price = CASE currency WHEN 'SEK' THEN 19900 WHEN 'EUR' THEN 1890 WHEN 'NOK' THEN 26900 END
WHERE currency IN ('SEK', 'EUR', 'NOK') AND article_id IN (SELECT id FROM articles WHERE code = 'B104');
UPDATE offer_translations SET description = CASE language
  WHEN 'sv' THEN 'Kaffe och kanelbulle eller kaka – ett lugnt fikaavbrott.'
  WHEN 'fi' THEN 'Kahvi ja korvapuusti tai kakku – rauhallinen kahvitauko.'
  WHEN 'en' THEN 'Coffee with a cinnamon bun or cake – a calm coffee break.'
  WHEN 'ru' THEN 'Кофе с булочкой с корицей или тортом – спокойный кофе-брейк.'
  WHEN 'no' THEN 'Kaffe og kanelbolle eller kake – en rolig kaffepause.'
  ELSE description END
WHERE code = 'FIKA';
`;

/**
 * Accounts in use: sign-in sessions, change-of-e-mail codes, a record of one-off seeds (the demo
 * account) and the offer texts behind the menus' campaigns.
 *
 * The offer tables are keyed by campaign code (campaigns themselves live per menu) and carry no
 * foreign key to shops: on a fresh database the migrations run before the demo data is seeded.
 */
export const accountFlow = `
-- Tokens of one sign-in (the access and refresh tokens of a login and of its refreshes) share a
-- session id, so logout revokes exactly that sign-in. payload: the new address of a change-email code.
ALTER TABLE tokens ADD COLUMN session_id TEXT;
ALTER TABLE tokens ADD COLUMN payload TEXT;
CREATE INDEX tokens_session ON tokens (session_id);

-- One-off seeds that must not run again (e.g. the demo account, even after it was deleted).
CREATE TABLE seed_runs (
  name       TEXT PRIMARY KEY,
  applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE offers (
  code        TEXT PRIMARY KEY,            -- = campaigns.code
  image_path  TEXT,
  valid_until TEXT,                        -- ISO 8601 or NULL (no end)
  position    INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE offer_translations (
  code        TEXT NOT NULL REFERENCES offers (code) ON DELETE CASCADE,
  language    TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (code, language)
);
-- An offer without rows here is valid at every shop.
CREATE TABLE offer_shops (
  code    TEXT NOT NULL REFERENCES offers (code) ON DELETE CASCADE,
  shop_id INTEGER NOT NULL,
  PRIMARY KEY (code, shop_id)
);

INSERT INTO offers (code, image_path, valid_until, position) VALUES
  ('VECKANS', 'menu/burger-double.webp', NULL, 0),
  ('FIKA', 'menu/cinnamon-bun.webp', NULL, 1),
  ('GRON', 'menu/burger-veggie.webp', NULL, 2);
INSERT INTO offer_translations (code, language, description) VALUES
  ('VECKANS', 'sv', 'Veckans burgare till kampanjpris – fråga efter den i kassan eller beställ här.'),
  ('VECKANS', 'fi', 'Viikon hampurilainen tarjoushintaan – tilaa se täältä.'),
  ('VECKANS', 'en', 'The burger of the week at a special price – order it here.'),
  ('VECKANS', 'ru', 'Бургер недели по специальной цене – закажите его здесь.'),
  ('VECKANS', 'no', 'Ukens burger til kampanjepris – bestill den her.'),
  ('FIKA', 'sv', 'Kaffe och kanelbulle eller kaka – ett lugnt fikaavbrott till bra pris.'),
  ('FIKA', 'fi', 'Kahvi ja korvapuusti tai kakku – kahvitauko edulliseen hintaan.'),
  ('FIKA', 'en', 'Coffee with a cinnamon bun or cake – a calm coffee break at a good price.'),
  ('FIKA', 'ru', 'Кофе с булочкой с корицей или тортом – кофе-брейк по хорошей цене.'),
  ('FIKA', 'no', 'Kaffe og kanelbolle eller kake – en rolig kaffepause til god pris.'),
  ('GRON', 'sv', 'Grön vecka i Sverige: våra vegetariska favoriter lyfts fram.'),
  ('GRON', 'fi', 'Vihreä viikko Ruotsissa: kasvisherkkumme esillä.'),
  ('GRON', 'en', 'Green week in Sweden: our vegetarian favourites in the spotlight.'),
  ('GRON', 'ru', 'Зелёная неделя в Швеции: наши вегетарианские блюда в центре внимания.'),
  ('GRON', 'no', 'Grønn uke i Sverige: våre vegetariske favoritter i fokus.');
-- Green week only at the Swedish shops.
INSERT INTO offer_shops (code, shop_id) VALUES ('GRON', 1), ('GRON', 2), ('GRON', 3), ('GRON', 10);
`;

/** Settings, shops, delivery spots and menus (templates shared by shops, prices per currency). */
export const catalogue = `
CREATE TABLE settings (
  key        TEXT PRIMARY KEY,
  value      TEXT NOT NULL CHECK (json_valid(value)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE menus (
  id   INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE shops (
  id                INTEGER PRIMARY KEY CHECK (id > 0),
  name              TEXT NOT NULL,
  description       TEXT,
  status            TEXT NOT NULL DEFAULT 'online' CHECK (status IN ('online', 'paused', 'offline')),
  open_for_business INTEGER NOT NULL DEFAULT 1 CHECK (open_for_business IN (0, 1)),
  address1          TEXT,
  address2          TEXT,
  zip_code          TEXT,
  city              TEXT,
  country           TEXT NOT NULL CHECK (length(country) = 2),
  latitude          REAL,
  longitude         REAL,
  time_zone         TEXT NOT NULL,
  external_app_uri  TEXT,
  menu_id           INTEGER NOT NULL REFERENCES menus (id),
  currency          TEXT NOT NULL CHECK (length(currency) = 3),
  currency_symbol   TEXT,
  hidden            INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1)),
  position          INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE shop_translations (
  shop_id     INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  language    TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (shop_id, language)
);

-- dayOfWeek as .NET DayOfWeek (0 = Sunday); local times in the shop's time zone.
CREATE TABLE shop_opening_hours (
  id          INTEGER PRIMARY KEY,
  shop_id     INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  day_of_week INTEGER NOT NULL CHECK (day_of_week BETWEEN 0 AND 6),
  opens       TEXT NOT NULL,
  closes      TEXT NOT NULL
);
CREATE INDEX shop_opening_hours_shop ON shop_opening_hours (shop_id, day_of_week);

CREATE TABLE delivery_spots (
  id         INTEGER PRIMARY KEY,
  shop_id    INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  name       TEXT NOT NULL,
  order_type TEXT NOT NULL CHECK (order_type IN ('takeAway', 'dineInPlace')),
  position   INTEGER NOT NULL DEFAULT 0,
  active     INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);
CREATE INDEX delivery_spots_shop ON delivery_spots (shop_id, position);

CREATE TABLE delivery_spot_translations (
  spot_id  INTEGER NOT NULL REFERENCES delivery_spots (id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name     TEXT NOT NULL,
  PRIMARY KEY (spot_id, language)
);

-- Categories nest through parent_id; name is the stable URL segment (Swedish).
CREATE TABLE categories (
  id         INTEGER PRIMARY KEY,
  menu_id    INTEGER NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  parent_id  INTEGER REFERENCES categories (id) ON DELETE CASCADE,
  name       TEXT NOT NULL,
  image_path TEXT,
  position   INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX categories_name ON categories (menu_id, ifnull(parent_id, 0), name);

CREATE TABLE category_translations (
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  language    TEXT NOT NULL,
  name        TEXT NOT NULL,
  PRIMARY KEY (category_id, language)
);

-- Both menu articles and the articles behind choices (kind 'Choice' is never listed in a category).
CREATE TABLE articles (
  id          INTEGER PRIMARY KEY,
  menu_id     INTEGER NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  code        TEXT NOT NULL,
  kind        TEXT NOT NULL DEFAULT 'Article' CHECK (kind IN ('Article', 'Suggested', 'Choice')),
  description TEXT NOT NULL,
  image_path  TEXT,
  available   INTEGER NOT NULL DEFAULT 1 CHECK (available IN (0, 1)),
  UNIQUE (menu_id, code)
);

-- Price list: one row per article and currency, with the tax rate that applies in that market.
CREATE TABLE article_prices (
  article_id  INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  currency    TEXT NOT NULL CHECK (length(currency) = 3),
  price       INTEGER NOT NULL CHECK (price >= 0),
  tax_percent REAL NOT NULL CHECK (tax_percent BETWEEN 0 AND 100),
  PRIMARY KEY (article_id, currency)
);

CREATE TABLE article_translations (
  article_id       INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  language         TEXT NOT NULL,
  description      TEXT NOT NULL,
  long_description TEXT,
  PRIMARY KEY (article_id, language)
);

CREATE TABLE article_allergens (
  article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  allergen   TEXT NOT NULL CHECK (allergen IN ('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans',
    'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs')),
  PRIMARY KEY (article_id, allergen)
);

CREATE TABLE article_diets (
  article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  diet       TEXT NOT NULL CHECK (diet IN ('vegan', 'vegetarian', 'glutenFree', 'lactoseFree')),
  PRIMARY KEY (article_id, diet)
);

-- Per-shop sold-out override on top of articles.available.
CREATE TABLE shop_article_availability (
  shop_id    INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  available  INTEGER NOT NULL CHECK (available IN (0, 1)),
  PRIMARY KEY (shop_id, article_id)
);

CREATE TABLE category_articles (
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  article_id  INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, article_id)
);

CREATE TABLE choice_levels (
  menu_id INTEGER NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  level   INTEGER NOT NULL CHECK (level BETWEEN 0 AND 50),
  name    TEXT NOT NULL,
  PRIMARY KEY (menu_id, level)
);

CREATE TABLE choice_level_translations (
  menu_id  INTEGER NOT NULL,
  level    INTEGER NOT NULL,
  language TEXT NOT NULL,
  name     TEXT NOT NULL,
  PRIMARY KEY (menu_id, level, language),
  FOREIGN KEY (menu_id, level) REFERENCES choice_levels (menu_id, level) ON DELETE CASCADE
);

CREATE TABLE choice_groups (
  id         INTEGER PRIMARY KEY,
  article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  level      INTEGER NOT NULL CHECK (level BETWEEN 0 AND 50),
  max_count  INTEGER NOT NULL CHECK (max_count BETWEEN 1 AND 50),
  min_count  INTEGER NOT NULL DEFAULT 0 CHECK (min_count BETWEEN 0 AND 50 AND min_count <= max_count),
  position   INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX choice_groups_article ON choice_groups (article_id, position);

CREATE TABLE choices (
  id                INTEGER PRIMARY KEY,
  group_id          INTEGER NOT NULL REFERENCES choice_groups (id) ON DELETE CASCADE,
  code              TEXT NOT NULL,
  choice_article_id INTEGER NOT NULL REFERENCES articles (id),
  position          INTEGER NOT NULL DEFAULT 0,
  UNIQUE (group_id, code)
);

CREATE TABLE campaigns (
  id      INTEGER PRIMARY KEY,
  menu_id INTEGER NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  code    TEXT NOT NULL,
  name    TEXT NOT NULL,
  UNIQUE (menu_id, code)
);

CREATE TABLE campaign_translations (
  campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  language    TEXT NOT NULL,
  name        TEXT NOT NULL,
  PRIMARY KEY (campaign_id, language)
);

CREATE TABLE article_campaigns (
  article_id  INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  PRIMARY KEY (article_id, campaign_id)
);

CREATE TABLE suggested_articles (
  article_id           INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  suggested_article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  position             INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (article_id, suggested_article_id)
);
`;

/**
 * Kitchen capacity in minutes of work: make times (an article's own, else its top category's,
 * else the default), per-shop settings (minutes of work a 15-minute slot holds, optionally per
 * station; extra minutes on every quote; snooze; automatic pause above a queue length), slot
 * holds, and each order's load and slot.
 */
export const kitchen = `
CREATE TABLE kitchen_make_times (
  key      TEXT PRIMARY KEY,                  -- 'default', 'category:<top category name>' or 'article:<code>'
  minutes  INTEGER NOT NULL CHECK (minutes BETWEEN 0 AND 240),
  station  TEXT CHECK (station IS NULL OR length(station) BETWEEN 1 AND 30)
);
INSERT INTO kitchen_make_times (key, minutes, station) VALUES
  ('default', 2, NULL),
  ('category:Burgare', 4, 'grill'),
  ('article:B104', 6, 'grill'),
  ('category:Tillbehör', 3, 'fryer'),
  ('category:Sallader', 3, NULL),
  ('category:Dryck', 1, NULL),
  ('category:Desserter', 1, NULL);

CREATE TABLE kitchen_settings (
  shop_id          INTEGER PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  slot_capacity    INTEGER NOT NULL CHECK (slot_capacity BETWEEN 0 AND 100000),
  station_capacity TEXT NOT NULL DEFAULT '{}',  -- JSON { station: minutes per slot }
  extra_minutes    INTEGER NOT NULL DEFAULT 0 CHECK (extra_minutes BETWEEN 0 AND 240),
  snooze_until     TEXT,
  pause_above      INTEGER CHECK (pause_above IS NULL OR pause_above >= 1),
  resume_below     INTEGER CHECK (resume_below IS NULL OR resume_below >= 0),
  auto_paused      INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE slot_holds (
  id             TEXT PRIMARY KEY,
  shop_id        INTEGER NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  slot_start     TEXT NOT NULL,
  load           INTEGER NOT NULL CHECK (load >= 0),
  stations       TEXT NOT NULL DEFAULT '{}',
  order_id       TEXT REFERENCES orders (id) ON DELETE CASCADE,
  expires_at     TEXT NOT NULL,
  released_at    TEXT,
  release_reason TEXT CHECK (release_reason IS NULL OR release_reason IN ('paid', 'cancelled', 'expired', 'left', 'moved')),
  created_at     TEXT NOT NULL
);
CREATE INDEX slot_holds_live ON slot_holds (shop_id, slot_start) WHERE released_at IS NULL;
CREATE INDEX slot_holds_order ON slot_holds (order_id);

ALTER TABLE orders ADD COLUMN slot_start TEXT;
ALTER TABLE orders ADD COLUMN kitchen_load INTEGER;
ALTER TABLE orders ADD COLUMN kitchen_stations TEXT;
CREATE INDEX orders_slot ON orders (shop_id, slot_start);
`;

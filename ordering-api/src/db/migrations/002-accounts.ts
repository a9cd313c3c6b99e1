/** Customer accounts (ASP.NET Core Identity-like), tokens and favourites. */
export const accounts = `
CREATE TABLE accounts (
  id                INTEGER PRIMARY KEY,
  email             TEXT NOT NULL COLLATE NOCASE UNIQUE,
  password_hash     TEXT NOT NULL,            -- scrypt$N$r$p$salt$hash (base64url)
  name              TEXT,
  last_name         TEXT,
  phone             TEXT,
  favourite_shop_id INTEGER REFERENCES shops (id) ON DELETE SET NULL,
  email_confirmed   INTEGER NOT NULL DEFAULT 0 CHECK (email_confirmed IN (0, 1)),
  failed_logins     INTEGER NOT NULL DEFAULT 0,
  locked_until      TEXT,
  security_stamp    TEXT NOT NULL,
  created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Only SHA-256 hashes of tokens are stored.
CREATE TABLE tokens (
  id             INTEGER PRIMARY KEY,
  account_id     INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind           TEXT NOT NULL CHECK (kind IN ('access', 'refresh', 'confirm', 'reset')),
  token_hash     TEXT NOT NULL UNIQUE,
  security_stamp TEXT NOT NULL,
  expires_at     TEXT NOT NULL,
  used_at        TEXT,
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX tokens_account ON tokens (account_id, kind);
CREATE INDEX tokens_expiry ON tokens (expires_at);

CREATE TABLE favourites (
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  type       TEXT NOT NULL CHECK (type IN ('article', 'shop')),
  code       TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (account_id, type, code)
);
`;

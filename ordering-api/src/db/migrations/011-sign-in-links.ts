/**
 * One-time sign-in links (POST /api/identity/sendSignInLink): a token kind of its own, so the
 * tokens table is rebuilt with the new kind allowed (SQLite cannot change a CHECK in place). The
 * rows, the columns added since (session_id, payload) and the indexes carry over unchanged.
 */
export const signInLinks = `
CREATE TABLE tokens_next (
  id             INTEGER PRIMARY KEY,
  account_id     INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind           TEXT NOT NULL CHECK (kind IN ('access', 'refresh', 'confirm', 'reset', 'sign-in')),
  token_hash     TEXT NOT NULL UNIQUE,
  security_stamp TEXT NOT NULL,
  expires_at     TEXT NOT NULL,
  used_at        TEXT,
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  session_id     TEXT,
  payload        TEXT
);
INSERT INTO tokens_next (id, account_id, kind, token_hash, security_stamp, expires_at, used_at, created_at, session_id, payload)
  SELECT id, account_id, kind, token_hash, security_stamp, expires_at, used_at, created_at, session_id, payload FROM tokens;
DROP TABLE tokens;
ALTER TABLE tokens_next RENAME TO tokens;
CREATE INDEX tokens_account ON tokens (account_id, kind);
CREATE INDEX tokens_expiry ON tokens (expires_at);
CREATE INDEX tokens_session ON tokens (session_id);
`;

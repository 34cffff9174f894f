-- Sign-out is final at the API (docs/auth.md, "Signing out at the API"): the id tokens a session signed out with are
-- listed here until they expire, and every API process refuses them, since each reads this table on every call.
-- A token is kept as the SHA-256 of its text, never as the token.
CREATE TABLE app.signed_out_tokens (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX signed_out_tokens_expiry ON app.signed_out_tokens (expires_at);

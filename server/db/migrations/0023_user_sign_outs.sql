-- Sign-out is final at the API (docs/auth.md, "Signing out"): when a user signs out, the API refuses every id token
-- of theirs issued before that moment, on every API process, since each reads it here with the user's row.
ALTER TABLE app.users ADD COLUMN signed_out_at timestamptz;

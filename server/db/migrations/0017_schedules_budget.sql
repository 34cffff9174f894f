-- Issue 17, the server side (docs/etl.md): scheduled imports, one Cin7 call budget shared by every process, and the
-- landing time of each warehouse table (freshness).

-- When an import last swapped rows into a warehouse table, written in the swap transaction: readers see the new
-- time exactly when they see the new rows. NULL: no import since the table was seeded.
ALTER TABLE app.dw_tables ADD COLUMN landed_at timestamptz;

-- The instance's time zone (IANA name): daily schedules run at a wall-clock time in it.
ALTER TABLE app.instances ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC' CHECK (btrim(time_zone) <> '');

-- One schedule per connection. next_run_at is the one run owed: a process that was down through several slots finds
-- one due row, runs it once and computes the next slot from the time it ran, so missed runs never pile up.
CREATE TABLE app.etl_schedules (
  connection_id bigint PRIMARY KEY REFERENCES app.instance_connections (id) ON DELETE CASCADE,
  frequency text NOT NULL CHECK (frequency IN ('every15Minutes', 'hourly', 'daily')),
  -- 'HH:MM' in the instance's time zone; daily schedules only.
  daily_time text CHECK (daily_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  enabled boolean NOT NULL DEFAULT true,
  next_run_at timestamptz NOT NULL,
  last_run_at timestamptz,
  last_job_id bigint REFERENCES app.etl_jobs (id) ON DELETE SET NULL,
  -- Why the last due run queued nothing (the connection was already importing, or is closed); NULL when it queued.
  last_outcome text,
  changed timestamptz NOT NULL DEFAULT now(),
  changed_by uuid REFERENCES app.users (id) ON DELETE SET NULL,
  CHECK ((frequency = 'daily') = (daily_time IS NOT NULL))
);
CREATE INDEX etl_schedules_due_idx ON app.etl_schedules (next_run_at) WHERE enabled;

-- A source account's call budget, shared by every API process: one row per account, locked (FOR UPDATE) while a
-- call is counted, holding the day's count; the calls of the last minute are in app.source_calls. Accounts are
-- opaque keys (a hash of the API's base URL and username), never credentials.
CREATE TABLE app.source_budgets (
  account text PRIMARY KEY,
  day date NOT NULL,
  day_calls integer NOT NULL DEFAULT 0
);
CREATE TABLE app.source_calls (
  account text NOT NULL REFERENCES app.source_budgets (account) ON DELETE CASCADE,
  called_at timestamptz NOT NULL
);
CREATE INDEX source_calls_account_time_idx ON app.source_calls (account, called_at);

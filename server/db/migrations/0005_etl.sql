-- The import queue and its watermarks (docs/etl.md). Jobs are claimed with SELECT … FOR UPDATE SKIP LOCKED by a
-- worker inside each API process; a claimed job holds a lease that its worker extends while it runs, so a job whose
-- worker died is found again (lease expired) and resumed or, after too many attempts, marked error.

ALTER TABLE app.etl_jobs
  -- The scopes (source entities) this run lands; '{}' = every scope of the connection.
  ADD COLUMN scopes text[] NOT NULL DEFAULT '{}',
  -- Progress per entity: [{"entity", "status", "rows", "pages", "started", "finished", "message"}].
  ADD COLUMN entities jsonb NOT NULL DEFAULT '[]',
  -- How many times a worker claimed the job (a resumed job is claimed again).
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  -- The worker that holds the job and until when; a lease in the past means its worker stopped answering.
  ADD COLUMN locked_by text,
  ADD COLUMN lease_until timestamptz,
  -- /api/etl/cancel on a running job: its worker stops at the next page.
  ADD COLUMN cancel_requested boolean NOT NULL DEFAULT false;

-- Two runs for one connection never overlap: at most one open (pending or running) job per connection.
CREATE UNIQUE INDEX etl_jobs_one_open_per_connection ON app.etl_jobs (connection_id)
  WHERE status IN ('pending', 'running');
-- What a polling worker looks for: pending jobs in order, running jobs by lease.
CREATE INDEX etl_jobs_lease_idx ON app.etl_jobs (lease_until) WHERE status = 'running';

-- The last successful watermark per connection and entity: the largest source ModifiedDate landed. An incremental
-- run asks the source only for records modified after it.
CREATE TABLE app.etl_watermarks (
  connection_id bigint NOT NULL REFERENCES app.instance_connections (id) ON DELETE CASCADE,
  entity text NOT NULL,
  watermark timestamptz NOT NULL,
  job_id bigint REFERENCES app.etl_jobs (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (connection_id, entity)
);

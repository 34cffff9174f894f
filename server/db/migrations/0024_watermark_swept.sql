-- When each entity was last swept for deletes or loaded in full (docs/etl.md, "Deletes: the daily id sweep"), kept
-- beside its watermark: a run reads it with its watermarks by the table's key instead of reading the import history
-- back job by job. Filled from that history: the `swept` of each entity's newest job that swept.
ALTER TABLE app.etl_watermarks ADD COLUMN swept_at timestamptz;

UPDATE app.etl_watermarks w SET swept_at = s.swept
FROM (
  SELECT DISTINCT ON (j.connection_id, e->>'entity') j.connection_id, e->>'entity' AS entity,
    (e->>'swept')::timestamptz AS swept
  FROM app.etl_jobs j CROSS JOIN LATERAL jsonb_array_elements(j.entities) e
  WHERE e->>'swept' IS NOT NULL
  ORDER BY j.connection_id, e->>'entity', j.id DESC
) s
WHERE s.connection_id = w.connection_id AND s.entity = w.entity;

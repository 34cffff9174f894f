-- Issue 18: one source of truth for which connection feeds a warehouse table. Tables an import lands carry a
-- connection_id on every row; the demo world's seeded tables do not, so the catalogue records the connection that
-- fed them (the instance's active connection when the demo world was seeded). NULL: not seeded from a connection.
ALTER TABLE app.dw_tables
  ADD COLUMN seeded_by_connection_id bigint REFERENCES app.instance_connections (id) ON DELETE SET NULL;

-- Databases seeded before this migration: the seeded tables (no connection_id column) of an instance get its oldest
-- ACTIVE connection, which is what the demo seed now records.
UPDATE app.dw_tables t
SET seeded_by_connection_id = (
  SELECT c.id FROM app.instance_connections c
  WHERE c.instance_id = t.instance_id AND c.status = 'ACTIVE'
  ORDER BY c.id LIMIT 1
)
WHERE NOT EXISTS (
  SELECT 1 FROM app.dw_columns col WHERE col.table_id = t.id AND col.column_name = 'connection_id'
);

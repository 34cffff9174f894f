-- The model's two layers (docs/model.md): business tables (sales_orders, customers…) built from the source tables a
-- connector lands (cin7_*), and those source tables, named by their source system. row_count is the rows a table
-- holds now, written where its rows change (a landing, the model's build, the demo seed), so the catalogue answers
-- it without counting on every read.
ALTER TABLE app.dw_tables
  ADD COLUMN layer text NOT NULL DEFAULT 'business' CHECK (layer IN ('business', 'source')),
  ADD COLUMN source_system text,
  ADD COLUMN row_count bigint NOT NULL DEFAULT 0 CHECK (row_count >= 0);

-- Tables landed before this migration: every landed table carries connection_id; Cin7 Omni is the only connector.
UPDATE app.dw_tables t SET layer = 'source', source_system = 'Cin7 Omni'
WHERE t.table_name LIKE 'cin7\_%'
  AND EXISTS (SELECT 1 FROM app.dw_columns c WHERE c.table_id = t.id AND c.column_name = 'connection_id');

-- The rows every catalogued table holds now (a table the catalogue names but the schema lacks keeps 0).
DO $$
DECLARE
  entry record;
  rows_now bigint;
BEGIN
  FOR entry IN
    SELECT t.id, i.schema, t.table_name FROM app.dw_tables t JOIN app.instances i ON i.id = t.instance_id
  LOOP
    BEGIN
      EXECUTE format('SELECT count(*) FROM %I.%I', entry.schema, entry.table_name) INTO rows_now;
      UPDATE app.dw_tables SET row_count = rows_now WHERE id = entry.id;
    EXCEPTION WHEN undefined_table OR invalid_schema_name THEN
      NULL;
    END;
  END LOOP;
END
$$;

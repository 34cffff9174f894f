-- The demo world's business tables are filled by its seed (server/db/seedWarehouse.ts), not built from source
-- tables: an import over a demo connection lands its source tables (cin7_*) and leaves the seeded business tables
-- as they are, so the demo's designs, templates and help pages keep their numbers (docs/model.md).
ALTER TABLE app.instances ADD COLUMN business_tables_seeded boolean NOT NULL DEFAULT false;

UPDATE app.instances i SET business_tables_seeded = true
WHERE EXISTS (SELECT 1 FROM app.dw_tables t WHERE t.instance_id = i.id AND t.table_name = 'sales_orders' AND t.row_count > 0)
  AND NOT EXISTS (SELECT 1 FROM app.dw_tables t WHERE t.instance_id = i.id AND t.layer = 'source' AND t.row_count > 0);

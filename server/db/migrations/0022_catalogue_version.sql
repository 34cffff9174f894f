-- An instance's catalogue (its tables, columns, relations and current roll-ups) has a version that changes with every
-- committed change to it, so an API process can keep the catalogue it read and re-read it only when the version moved
-- (server/api/services/query/catalogueCache.ts). The version is taken from a sequence, never reused after a rollback,
-- and written by deferred triggers at commit: the instance's row is locked for the commit alone, never for the length
-- of an import's swap, so two transactions never wait on it while holding other rows (no new deadlock), and a reader
-- outside the transaction sees the new version exactly when it sees the new catalogue.
CREATE SEQUENCE app.catalogue_versions;

ALTER TABLE app.instances ADD COLUMN catalogue_version bigint NOT NULL DEFAULT 0;

-- Once a transaction per instance: the first of a commit's many changed rows moves the version, the rest skip.
CREATE FUNCTION app.bump_catalogue_version(changed_instance bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF changed_instance IS NULL THEN RETURN; END IF;
  IF current_setting('wharf.catalogue_bumped_' || changed_instance, true) IS DISTINCT FROM '1' THEN
    UPDATE app.instances SET catalogue_version = nextval('app.catalogue_versions') WHERE id = changed_instance;
    PERFORM set_config('wharf.catalogue_bumped_' || changed_instance, '1', true);
  END IF;
END $$;

CREATE FUNCTION app.catalogue_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM app.bump_catalogue_version(CASE WHEN TG_OP = 'DELETE' THEN OLD.instance_id ELSE NEW.instance_id END);
  RETURN NULL;
END $$;

CREATE FUNCTION app.catalogue_column_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A column whose table is gone went with it: the table's own trigger moved the version.
  PERFORM app.bump_catalogue_version(
    (SELECT instance_id FROM app.dw_tables WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.table_id ELSE NEW.table_id END));
  RETURN NULL;
END $$;

CREATE FUNCTION app.catalogue_relation_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM app.bump_catalogue_version(
    (SELECT instance_id FROM app.dw_tables
     WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.from_table_id ELSE NEW.from_table_id END));
  RETURN NULL;
END $$;

-- A warehouse schema's roll-up registry ({schema}._rollups, server/model/rollupTables.ts) is part of the catalogue.
CREATE FUNCTION app.catalogue_rollups_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM app.bump_catalogue_version((SELECT id FROM app.instances WHERE schema = TG_TABLE_SCHEMA));
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON app.dw_tables
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app.catalogue_table_changed();
CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON app.dw_columns
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app.catalogue_column_changed();
CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON app.dw_relations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app.catalogue_relation_changed();

-- Registries made before this migration get the trigger here; new ones where they are made.
DO $$
DECLARE registry record;
BEGIN
  FOR registry IN
    SELECT i.schema FROM app.instances i WHERE to_regclass(format('%I._rollups', i.schema)) IS NOT NULL
  LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON %I._rollups '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app.catalogue_rollups_changed()',
      registry.schema);
  END LOOP;
END $$;

-- Library source types (SPEC §3 "source type": managed | user, issue 15). A managed item is a template that comes
-- with a connector: it has no owner, is shared with the whole instance, is read-only, and is kept in step with the
-- code by its template key (server/api/services/libraryTemplates/). A user item is what people save.

ALTER TABLE app.library_items ALTER COLUMN owner_user_id DROP NOT NULL;
ALTER TABLE app.library_items
  ADD COLUMN source_type text NOT NULL DEFAULT 'user' CHECK (source_type IN ('managed', 'user')),
  ADD COLUMN template_key text;
ALTER TABLE app.library_items ADD CONSTRAINT library_items_source_check CHECK (
  (source_type = 'user' AND owner_user_id IS NOT NULL AND template_key IS NULL)
  OR (source_type = 'managed' AND owner_user_id IS NULL AND template_key IS NOT NULL AND visibility = 'shared')
);
CREATE UNIQUE INDEX library_items_template_idx ON app.library_items (instance_id, template_key)
  WHERE template_key IS NOT NULL;

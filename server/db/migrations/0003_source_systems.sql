-- The source systems Wharf can connect to. Fixed ids: connectors and the demo seed refer to them.
INSERT INTO app.source_systems (id, code, name) VALUES
  (1, 'cin7Omni', 'Cin7 Omni'),
  (2, 'demoErp', 'Demo ERP');
-- Identity continues after the fixed ids.
SELECT setval(pg_get_serial_sequence('app.source_systems', 'id'), 2);

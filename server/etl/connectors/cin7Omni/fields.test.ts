// @vitest-environment node
/**
 * Each entity asks Cin7 Omni only for the fields its tables read (fields=…): every field a column reads is in the
 * list (else it would land empty), and nothing else is (else the call carries data nobody reads).
 */
import { describe, expect, it } from 'vitest';
import type { SourceRecord } from '../landedTables.ts';
import { CIN7_ENTITIES } from './entities.ts';

/** A record that notes every field read of it. */
function recordingRecord(read: Set<string>): SourceRecord {
  return new Proxy<SourceRecord>(
    {},
    {
      get(_target, name) {
        if (typeof name === 'string') read.add(name);
        return undefined;
      },
    },
  );
}

/** The top-level API fields the entity's tables read: a child table's reads come under its list field. */
function fieldsRead(entity: (typeof CIN7_ENTITIES)[number]): string[] {
  const read = new Set<string>();
  for (const table of entity.tables) {
    if (table.childOf) read.add(table.childOf.field);
    for (const column of table.columns) {
      const record = recordingRecord(table.childOf ? new Set() : read);
      const parent = recordingRecord(read);
      column.from(record, table.childOf ? parent : null);
    }
  }
  return [...read].sort();
}

describe('the fields each Cin7 Omni entity asks for', () => {
  it.each(CIN7_ENTITIES.map((entity) => [entity.key, entity] as const))(
    '%s asks for exactly the fields its tables read',
    (_key, entity) => {
      expect([...entity.fields].sort()).toEqual(fieldsRead(entity));
    },
  );
});

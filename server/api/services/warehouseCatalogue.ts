/** /api/clientDWSchema: the instance's warehouse catalogue — what the table designer may use, and how tables relate. */
import type { z } from 'zod';
import type { clientDWSchemaResponseSchema } from '@wharf/contract';
import type { Queryable } from '../../db/database.ts';
import { measureRef } from '@wharf/contract';
import { loadCatalogue } from './query/index.ts';
import { availableMeasures } from './query/measures.ts';

export async function warehouseCatalogue(
  db: Queryable,
  instanceId: number,
): Promise<z.input<typeof clientDWSchemaResponseSchema>> {
  const catalogue = await loadCatalogue(db, instanceId);
  return {
    instanceId,
    schema: catalogue.schema,
    tables: catalogue.tables.map((table) => ({
      id: table.id,
      tableName: table.name,
      friendlyName: table.friendlyName,
      description: table.description,
      columns: table.columns.map((column) => ({
        id: column.id,
        columnName: column.name,
        friendlyName: column.friendlyName,
        dataType: column.dataType,
        role: column.role,
        ordinal: column.ordinal,
        searchable: column.searchable,
      })),
      relations: table.relations.map((relation) => ({ ...relation })),
      layer: table.layer,
      sourceSystem: table.sourceSystem,
      rowCount: table.rowCount,
      // The model's measures this table's columns can compute (server/model/measures.ts).
      measures: availableMeasures(catalogue, table).map((measure) => ({
        key: measure.key,
        ref: measureRef(measure.key),
        friendlyName: measure.friendlyName,
        definition: measure.definition,
        dataType: measure.dataType,
        format: measure.format,
        synonyms: [...measure.synonyms],
        ...(measure.primary ? { primary: true } : {}),
      })),
    })),
  };
}

/**
 * A warehouse whose business tables the Cin7 Omni model built, as a real company's are: a new instance made as
 * sign-up makes one, a Cin7 Omni connection, and one full import of every scope from the stand-in (rate limit off)
 * run by the import worker over the same queue the API uses — the connector lands the cin7_* tables and the model
 * builds the business tables in the swap transaction. No row of a business table is written by the bench.
 */
import { CIN7_ENTITIES } from '../../server/etl/connectors/cin7Omni/entities.ts';
import type { Database } from '../../server/db/database.ts';
import { quoteIdent } from '../../server/db/identifiers.ts';
import { encryptSecret } from '../../server/crypto/secrets.ts';
import { DEFAULT_RETRY } from '../../server/etl/calls/retry.ts';
import { enqueueJob } from '../../server/etl/queue.ts';
import { EtlWorker } from '../../server/etl/worker.ts';
import { BUSINESS_TABLES } from '../../server/model/index.ts';
import { createWarehouseSchema } from '../../server/warehouse/schema.ts';
import { startCin7Simulator, type SimulatorSizes } from '../../standins/cin7Omni/index.ts';

/**
 * As large as the seeded LARGE_WAREHOUSE: 25,000 orders of 4 lines on average (100,000 lines), 5,000 SKUs,
 * ~8,000 customers (every 20th contact is a supplier), 4 branches.
 */
export const MODEL_WAREHOUSE_SIZES: SimulatorSizes = {
  products: 2_500,
  optionsPerProduct: 2,
  branches: 4,
  contacts: 8_400,
  salesOrders: 25_000,
  averageLinesPerOrder: 4,
  purchaseOrders: 0,
};
export const MODEL_WAREHOUSE_SCHEMA = 'model_warehouse';

const SCOPES = CIN7_ENTITIES.map((entity) => entity.key);
const USERNAME = 'bench-model-omni';
const KEY = 'bench-model-omni-key-0000';

export interface ModelWarehouse {
  instanceId: number;
  /** The import's wall time: every page from the stand-in, landed, and the business tables built. */
  importMs: number;
  /** Rows of each business table after the import. */
  rows: Record<string, number>;
}

/** The instance and its connection, as sign-up and a saved connection leave them (the import makes it ACTIVE). */
async function newCompany(
  db: Database,
  secretKey: Buffer,
): Promise<{ instanceId: number; connectionId: number }> {
  return db.transaction(async (tx) => {
    const [instance] = await tx.query<{ id: number }>(
      "INSERT INTO app.instances (name, schema) VALUES ('Model Warehouse', $1) RETURNING id",
      [MODEL_WAREHOUSE_SCHEMA],
    );
    if (!instance) throw new Error('bench: the model warehouse instance was not created');
    await createWarehouseSchema(tx, MODEL_WAREHOUSE_SCHEMA);
    const [connection] = await tx.query<{ id: number }>(
      `INSERT INTO app.instance_connections (instance_id, name, source_system_id, etl_scopes, api_client_id,
                                             api_secret_encrypted)
       SELECT $1, 'Model Warehouse Omni', s.id, $2, $3, $4 FROM app.source_systems s WHERE s.code = 'cin7Omni'
       RETURNING id`,
      [instance.id, SCOPES, USERNAME, encryptSecret(KEY, secretKey)],
    );
    if (!connection) throw new Error('bench: the model warehouse connection was not created');
    return { instanceId: instance.id, connectionId: connection.id };
  });
}

async function rowsOf(db: Database): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of BUSINESS_TABLES) {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${quoteIdent(MODEL_WAREHOUSE_SCHEMA)}.${quoteIdent(table.name)}`,
    );
    rows[table.name] = row?.n ?? 0;
  }
  return rows;
}

/** Lands the stand-in into a new instance of the migrated database; its tables are left as the import leaves them. */
export async function landModelWarehouse(db: Database): Promise<ModelWarehouse> {
  const sim = await startCin7Simulator({
    credentials: [{ username: USERNAME, key: KEY }],
    sizes: MODEL_WAREHOUSE_SIZES,
    limits: null,
  });
  try {
    const secretKey = Buffer.alloc(32, 7);
    const { instanceId, connectionId } = await newCompany(db, secretKey);
    await enqueueJob(db, { instanceId, connectionId, mode: 'full', scopes: SCOPES, requestedBy: null });
    const worker = new EtlWorker({
      db,
      secretKey,
      connectors: {
        cin7Omni: { baseUrl: sim.baseUrl, limits: null, retry: DEFAULT_RETRY, timeoutMs: 120_000 },
      },
    });
    const started = performance.now();
    await worker.runOnce();
    const importMs = performance.now() - started;
    const [job] = await db.query<{ status: string }>(
      'SELECT status FROM app.etl_jobs WHERE connection_id = $1 ORDER BY id DESC LIMIT 1',
      [connectionId],
    );
    if (job?.status !== 'success') throw new Error(`bench: the model warehouse import ended ${job?.status}`);
    return { instanceId, importMs, rows: await rowsOf(db) };
  } finally {
    await sim.close();
  }
}

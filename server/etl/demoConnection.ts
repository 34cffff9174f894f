/**
 * The demo world's Cin7 Omni connections — Harbour Traders Omni (API username harbour-traders-omni) and Northwind
 * Omni (northwind-wholesale-omni), two accounts of the local simulator — and the key the simulator accepts for both
 * demo API users. The seed cannot store the key (it has no encryption key), so the API stores it, encrypted, when
 * WHARF_DEMO_CIN7_KEY is set — scripts/start.ts sets it to the key it gives the simulator.
 */
import type { Queryable } from '../db/database.ts';
import { HARBOUR_TRADERS, NORTHWIND_WHOLESALE } from '../db/demoWorld.ts';
import { encryptSecret } from '../crypto/secrets.ts';

export const DEMO_CIN7_USERNAME = 'harbour-traders-omni';
export const DEMO_NORTHWIND_CIN7_USERNAME = 'northwind-wholesale-omni';
export const DEMO_CIN7_API_KEY = 'wharf-demo-omni-key-0001';

/** Each demo company's schema and the API username of its Cin7 Omni connection. */
export const DEMO_CIN7_CONNECTIONS = [
  { schema: HARBOUR_TRADERS.schema, username: DEMO_CIN7_USERNAME },
  { schema: NORTHWIND_WHOLESALE.schema, username: DEMO_NORTHWIND_CIN7_USERNAME },
] as const;

/**
 * Gives the demo companies' Cin7 Omni connections their key where they have none yet — only in the demo instances,
 * so a company that happens to name the same API username gets nothing. Answers how many connections got it.
 */
export async function storeDemoConnectionKey(
  db: Queryable,
  secretKey: Buffer,
  apiKey: string,
): Promise<number> {
  let stored = 0;
  for (const { schema, username } of DEMO_CIN7_CONNECTIONS) {
    const rows = await db.query(
      `UPDATE app.instance_connections c SET api_secret_encrypted = $3
       FROM app.instances i
       WHERE i.id = c.instance_id AND i.schema = $1 AND c.api_client_id = $2
         AND c.api_secret_encrypted IS NULL AND c.source_system_id = 1 RETURNING c.id`,
      [schema, username, encryptSecret(apiKey, secretKey)],
    );
    stored += rows.length;
  }
  return stored;
}

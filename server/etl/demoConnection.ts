/**
 * The demo world's Cin7 Omni connection (Harbour Traders Omni, API username harbour-traders-omni) and the key the
 * local simulator accepts for it. The seed cannot store the key (it has no encryption key), so the API stores it,
 * encrypted, when WHARF_DEMO_CIN7_KEY is set — scripts/start.ts sets it to the key it gives the simulator.
 */
import type { Queryable } from '../db/database.ts';
import { encryptSecret } from '../crypto/secrets.ts';

export const DEMO_CIN7_USERNAME = 'harbour-traders-omni';
export const DEMO_CIN7_API_KEY = 'wharf-demo-omni-key-0001';

/** Gives the demo connection its key where it has none yet. Answers how many connections got it. */
export async function storeDemoConnectionKey(
  db: Queryable,
  secretKey: Buffer,
  apiKey: string,
): Promise<number> {
  const rows = await db.query(
    `UPDATE app.instance_connections SET api_secret_encrypted = $2
     WHERE api_client_id = $1 AND api_secret_encrypted IS NULL AND source_system_id = 1 RETURNING id`,
    [DEMO_CIN7_USERNAME, encryptSecret(apiKey, secretKey)],
  );
  return rows.length;
}

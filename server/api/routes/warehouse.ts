/**
 * SPEC §7 warehouse calls of the current instance (src/api/contract/warehouse.ts): its catalogue
 * (/api/clientDWSchema), a table design's rows (/api/clientQuery) and member search (/api/searchMemberList).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../src/api/paths.ts';
import { requireInstance } from '../auth.ts';
import { apiCall, type ApiContext } from '../route.ts';
import { searchMembers } from '../services/memberSearch.ts';
import { runTableQuery } from '../services/tableQuery.ts';
import { warehouseCatalogue } from '../services/warehouseCatalogue.ts';

export function registerWarehouseRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;

  apiCall(app, context, API_PATHS.clientDWSchema, async ({ caller }) =>
    warehouseCatalogue(db, await requireInstance(db, caller)),
  );

  apiCall(app, context, API_PATHS.clientQuery, async ({ payload, caller }) =>
    runTableQuery(db, await requireInstance(db, caller), payload.query),
  );

  apiCall(app, context, API_PATHS.searchMemberList, async ({ payload, caller }) =>
    searchMembers(db, { ...payload, instanceId: await requireInstance(db, caller) }),
  );
}

/**
 * Warehouse calls of the current instance (contract/warehouse.ts): its catalogue
 * (/api/clientDWSchema), a table design's rows (/api/clientQuery), member search (/api/searchMemberList) and each
 * table's row count and feeding connections (/api/warehouseTableFeeds).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { requireInstance } from '../auth.ts';
import { apiCall, type ApiContext } from '../route.ts';
import { searchMembers } from '../services/memberSearch.ts';
import { runTableQuery } from '../services/tableQuery.ts';
import { warehouseCatalogue } from '../services/warehouseCatalogue.ts';
import { warehouseTableFeeds } from '../services/warehouseTableFeeds.ts';

export function registerWarehouseRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;

  apiCall(app, context, API_PATHS.clientDWSchema, async ({ caller }) =>
    warehouseCatalogue(db, await requireInstance(db, caller)),
  );

  apiCall(app, context, API_PATHS.clientQuery, async ({ payload, caller }) =>
    runTableQuery(db, await requireInstance(db, caller), payload.query, new Date(context.now())),
  );

  apiCall(app, context, API_PATHS.warehouseTableFeeds, async ({ payload, caller }) =>
    warehouseTableFeeds(db, await requireInstance(db, caller), payload?.dwTableId),
  );

  apiCall(app, context, API_PATHS.searchMemberList, async ({ payload, caller }) =>
    searchMembers(db, { ...payload, instanceId: await requireInstance(db, caller) }),
  );
}

/**
 * Query options for the warehouse calls (contract/warehouse.ts): each call's key lives with its request, so the
 * hooks that read it and the code that invalidates it name the same query. One such module per contract area.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiPayload } from '@wharf/contract';
import { apiRequest } from '../client';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { apiQueryOptions } from '../queries';

/** The catalogue changes only when an import adds tables: it is read again after five minutes at most. */
export const WAREHOUSE_SCHEMA_STALE_MS = 5 * 60_000;

/** The instance's warehouse catalogue (/api/clientDWSchema); asked once an instance is chosen. */
export function clientDWSchemaQueryOptions(instanceId: number | null) {
  return queryOptions({
    ...apiQueryOptions(API_PATHS.clientDWSchema, instanceId, {}),
    staleTime: WAREHOUSE_SCHEMA_STALE_MS,
    enabled: instanceId !== null,
  });
}

/**
 * The warehouse's landings (one small row per table) are asked again by every screen that opens showing freshness,
 * so an import that just finished shows at once, and every minute while such a screen stays open.
 */
export const WAREHOUSE_FRESHNESS_POLL_MS = 60_000;

/** When each warehouse table last had an import's rows swapped in (/api/warehouseFreshness). */
export function warehouseFreshnessQueryOptions(instanceId: number | null) {
  return queryOptions({
    ...apiQueryOptions(API_PATHS.warehouseFreshness, instanceId, {}),
    // Not the app's default 30 s: a screen opened just after an import must see it.
    staleTime: 0,
    refetchInterval: WAREHOUSE_FRESHNESS_POLL_MS,
    enabled: instanceId !== null,
  });
}

/**
 * Each warehouse table's row count and feeding connections (/api/warehouseTableFeeds): the one answer the
 * landed-table screens and the designer read, asked for every table at once so they share it.
 */
export function warehouseTableFeedsQueryOptions(instanceId: number | null) {
  return queryOptions({
    ...apiQueryOptions(API_PATHS.warehouseTableFeeds, instanceId, {}),
    enabled: instanceId !== null,
  });
}

export type SearchMemberListPayload = ApiPayload<typeof API_PATHS.searchMemberList>;

/** One column's members matching a search (/api/searchMemberList). */
export function searchMemberListQueryOptions(instanceId: number | null, payload: SearchMemberListPayload) {
  return apiQueryOptions(API_PATHS.searchMemberList, instanceId, payload);
}

export type ClientQueryPayload = ApiPayload<typeof API_PATHS.clientQuery>;

/** One page of a table query's rows (/api/clientQuery). */
export function clientQueryOptions(instanceId: number | null, payload: ClientQueryPayload) {
  return apiQueryOptions(API_PATHS.clientQuery, instanceId, payload);
}

/**
 * The same call outside a screen: landing asks for page after page and hands each to the host as it comes, so
 * no page is kept in the query cache.
 */
export function requestClientQueryPage(payload: ClientQueryPayload, signal?: AbortSignal) {
  return apiRequest(API_PATHS.clientQuery, payload, { signal });
}

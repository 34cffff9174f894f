/**
 * Where the table screens link to, built from their route patterns (src/app/routeTable.ts) in one place, so no
 * screen writes a path by hand. Route ids are escaped: a design's id is "new" or a database key.
 */
import type { PanelTab } from './designer/steps';

const segment = (value: string | number): string => encodeURIComponent(String(value));

export const TABLE_LIST_HREF = '/table';
export const NEW_TABLE_HREF = '/table/new';
export const TABLE_BATCH_UPDATE_HREF = '/table/batchUpdate';
export const TABLE_GLOBAL_HREF = '/table/global';

/** The designer of a design (its route id: a saved id or "new"), on one panel if given. */
export function tableDesignHref(routeId: string | number, tab?: PanelTab): string {
  const path = `/table/${segment(routeId)}`;
  return tab ? `${path}?${new URLSearchParams({ tab }).toString()}` : path;
}

export function tableSaveHref(routeId: string | number): string {
  return `/table/save/${segment(routeId)}`;
}

export function formulaHistoryHref(tableId: string | number, columnId: number): string {
  return `/table/formulaHistory/${segment(tableId)}/${segment(columnId)}`;
}

/** The full-pane search of a table's columns (by warehouse table id) for a design. */
export function columnSearchHref(routeId: string, dwTableId: number): string {
  return `/dataSetSearch/columns/${segment(routeId)}/${segment(dwTableId)}`;
}

/** The full-pane search of a column's members (by warehouse column id, `ref` relative to the design's table). */
export function memberSearchHref(routeId: string, dwColumnId: number, ref: string): string {
  const query = new URLSearchParams({ ref }).toString();
  return `/dataSetSearch/members/${segment(routeId)}/${segment(dwColumnId)}?${query}`;
}

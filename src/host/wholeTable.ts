/** A result whose rows are all in hand, written through a writer's page-by-page stream in one append. */
import type { TableStart, TableStream, WriteTableRequest, WriteTableResult } from './types';

export async function writeWholeTable(
  begin: (start: TableStart) => Promise<TableStream>,
  request: WriteTableRequest,
): Promise<WriteTableResult> {
  const { rows, ...start } = request;
  const stream = await begin({ ...start, expectedRows: rows.length });
  await stream.append(rows);
  return stream.finish();
}

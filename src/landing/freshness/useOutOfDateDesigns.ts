/** The designs whose landed table is out of date, matched by the table they land in. */
import { useOutOfDateTables } from './';
import { effectiveLanding, type TableDesign } from '../../design/tableDesign';

export function useOutOfDateTableNames(): ReadonlySet<string> {
  const { tables } = useOutOfDateTables();
  return new Set((tables ?? []).map((record) => record.tableName));
}

export function isDesignOutOfDate(design: TableDesign, outOfDate: ReadonlySet<string>): boolean {
  return outOfDate.has(effectiveLanding(design).tableName);
}

/** The table writer of the host the add-in runs in. */
import { browserTableWriter } from './browserTableWriter';
import { excelTableWriter } from './excelTableWriter';
import { useHostStore } from './hostStore';
import type { HostMode, TableWriter } from './types';

export function tableWriterFor(mode: HostMode): TableWriter {
  return mode === 'excel' ? excelTableWriter : browserTableWriter;
}

/** The writer for the detected host (browser while detection runs). */
export function useTableWriter(): TableWriter {
  return tableWriterFor(useHostStore((state) => state.mode));
}

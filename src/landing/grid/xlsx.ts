/**
 * The landed result as an .xlsx workbook, made in the browser when the user asks for it: the OOXML parts
 * (ooxml/ooxml.ts) zipped with fflate (ooxml/package.ts), both loaded only then.
 */
import type { XlsxDownload } from './ooxml/workbook';

export type { XlsxDownload } from './ooxml/workbook';

/** A file name Excel and every OS accept, from the table's name. */
export function xlsxFileName(tableName: string): string {
  const safe = tableName
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'table'}.xlsx`;
}

/** The workbook's bytes. */
export async function xlsxBytes(download: XlsxDownload): Promise<Uint8Array> {
  const { packageBytes } = await import('./ooxml/package');
  return packageBytes(download);
}

/** Saves the workbook as `<design name>.xlsx` through the browser's download. */
export async function downloadXlsx(download: XlsxDownload): Promise<void> {
  const bytes = await xlsxBytes(download);
  const blob = new Blob([new Uint8Array(bytes)], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = xlsxFileName(download.about?.designName || download.tableName);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser's download: the URL can go once this task ends.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * The landed result as an .xlsx workbook, made in the browser when the user asks for it: the OOXML parts
 * (ooxml/ooxml.ts) zipped with fflate as they are made (ooxml/package.ts), both loaded only then.
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

/** Lets the page paint between pieces of a large workbook. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Pieces zipped between two yields to the page: a few MB of XML. */
const PIECES_PER_TASK = 8;

/** Saves the workbook as `<design name>.xlsx` through the browser's download, zipped into a Blob as it is made. */
export async function downloadXlsx(download: XlsxDownload): Promise<void> {
  const { packageBlob } = await import('./ooxml/package');
  let pieces = 0;
  const blob = await packageBlob(download, () => {
    pieces += 1;
    return pieces % PIECES_PER_TASK === 0 ? nextTask() : Promise.resolve();
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

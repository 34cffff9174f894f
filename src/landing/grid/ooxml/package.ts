/** The workbook's parts zipped into the .xlsx package: loaded only when the user asks for a download. */
import { strToU8, zipSync } from 'fflate';
import { workbookParts } from './ooxml';
import { downloadSheets, type XlsxDownload } from './workbook';

export function packageBytes(download: XlsxDownload): Uint8Array {
  const parts = workbookParts(downloadSheets(download));
  const files = Object.fromEntries(Object.entries(parts).map(([path, xml]) => [path, strToU8(xml)]));
  return zipSync(files, { level: 6 });
}

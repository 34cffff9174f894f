/**
 * The workbook's parts zipped into the .xlsx package as they are made: each part goes into the zip piece by piece
 * (fflate's streaming Zip, DEFLATE per entry), and the zip's output leaves in chunks. A full sheet is never one
 * string, one array of cells or one buffer of the whole file. Loaded only when the user asks for a download.
 */
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { workbookParts } from './ooxml';
import { downloadSheets, type XlsxDownload } from './workbook';

/**
 * DEFLATE's fastest level: a full sheet's XML (about 600 MB) still shrinks about sixfold, in half the time of fflate's
 * default level 6, which shrinks it sevenfold (measured on 4 MB of sheet rows: 1.7 s against 3.1 s).
 */
const LEVEL = 1;

/**
 * Writes the package to `sink`, chunk by chunk. `pause` is awaited between pieces of a part, so a page can stay
 * responsive while a large sheet is zipped.
 */
export async function writePackage(
  download: XlsxDownload,
  sink: (chunk: Uint8Array) => void,
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  // In an object: the zip's callback sets it, and the checks below read it after each entry.
  const state: { failure: Error | null } = { failure: null };
  const zip = new Zip((error, chunk) => {
    if (error) state.failure = error;
    else sink(chunk);
  });
  for (const [path, pieces] of workbookParts(downloadSheets(download))) {
    const entry = new ZipDeflate(path, { level: LEVEL });
    zip.add(entry);
    for (const piece of pieces) {
      entry.push(strToU8(piece));
      await pause();
    }
    entry.push(new Uint8Array(0), true);
    if (state.failure) throw state.failure;
  }
  zip.end();
  if (state.failure) throw state.failure;
}

/** The whole package in one buffer: for small results and tests. */
export async function packageBytes(download: XlsxDownload): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await writePackage(download, (chunk) => chunks.push(chunk));
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** Zipped bytes gathered before they are folded into the Blob, which the browser may keep out of the page's heap. */
const FOLD_BYTES = 8 * 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The package as a Blob built from its chunks, a few MB at a time. */
export async function packageBlob(download: XlsxDownload, pause?: () => Promise<void>): Promise<Blob> {
  let blob = new Blob([], { type: XLSX_TYPE });
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const fold = () => {
    blob = new Blob([blob, ...pending.map((chunk) => new Uint8Array(chunk))], { type: XLSX_TYPE });
    pending = [];
    pendingBytes = 0;
  };
  await writePackage(
    download,
    (chunk) => {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= FOLD_BYTES) fold();
    },
    pause,
  );
  fold();
  return blob;
}

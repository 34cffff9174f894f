/**
 * Host detection: `excel` when Office reports an Excel host, `browser` otherwise, including when office.js cannot
 * load or never becomes ready. The app renders before this finishes and never waits on it to paint.
 */
import { DIAGNOSTICS_UNAVAILABLE } from '../messages';
import type { ExcelDiagnostics, HostInfo } from './types';

/** How long Office.onReady may take before the app settles for browser mode. */
export const OFFICE_READY_TIMEOUT_MS = 15000;

type OfficeGlobal = typeof Office;

export function officeGlobal(): OfficeGlobal | undefined {
  return (globalThis as { Office?: OfficeGlobal }).Office;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve('timeout'), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Excel's diagnostics, or null (with the console warning) when the host cannot give them. */
export function readExcelDiagnostics(office: OfficeGlobal | undefined): ExcelDiagnostics | null {
  const diagnostics = office?.context?.diagnostics;
  if (!diagnostics?.version || !diagnostics.host || !diagnostics.platform) {
    console.warn(DIAGNOSTICS_UNAVAILABLE);
    return null;
  }
  return {
    excelVersion: String(diagnostics.version),
    excelHost: String(diagnostics.host),
    excelPlatform: String(diagnostics.platform),
  };
}

export interface DetectHostOptions {
  officeJsUrl: string;
  loadScript: (url: string) => Promise<boolean>;
  readyTimeoutMs?: number;
}

export async function detectHost(options: DetectHostOptions): Promise<HostInfo> {
  const loaded = await options.loadScript(options.officeJsUrl);
  const office = officeGlobal();
  if (!loaded || !office) {
    readExcelDiagnostics(undefined);
    return { mode: 'browser', diagnostics: null };
  }
  let ready: Awaited<ReturnType<OfficeGlobal['onReady']>> | 'timeout';
  try {
    ready = await withTimeout(office.onReady(), options.readyTimeoutMs ?? OFFICE_READY_TIMEOUT_MS);
  } catch {
    ready = 'timeout';
  }
  if (ready === 'timeout' || ready.host !== office.HostType.Excel) {
    readExcelDiagnostics(undefined);
    return { mode: 'browser', diagnostics: null };
  }
  return { mode: 'excel', diagnostics: readExcelDiagnostics(office) };
}

import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { QUERY_LIMITS } from '@wharf/contract';
import { FactList } from '../../components/FactList';
import { DownloadXlsxButton, LandingProgress, ResultGrid } from '../../landing/grid';
import { Screen } from '../../components/Screen';
import { config } from '../../config';
import {
  LandingError,
  tableWriterFor,
  useHostStore,
  type CellValue,
  type LandingColumn,
  type WriteTableResult,
} from '../../host';

function storageAvailable(): boolean {
  try {
    const probe = 'wharf.runtime-test';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

const SAMPLE_TABLE = 'WharfSample';
const SAMPLE_COLUMNS: LandingColumn[] = [
  { name: 'Order', format: '0' },
  { name: 'Date' },
  { name: 'Customer' },
  { name: 'Region' },
  { name: 'Product' },
  { name: 'Quantity', format: '#,##0' },
  { name: 'Unit price', format: '#,##0.00' },
  { name: 'Amount', format: '#,##0.00' },
  { name: 'Discount', format: '0.0%' },
  { name: 'Status' },
  { name: 'Channel' },
  { name: 'Note' },
];
const REGIONS = ['North', 'South', 'East', 'West'];
const STATUSES = ['open', 'shipped', 'invoiced', 'paid'];

/** A generated sales sample, 12 columns wide, the same on every run. */
function sampleRows(count: number): CellValue[][] {
  return Array.from({ length: count }, (_, i) => {
    const quantity = (i % 17) + 1;
    const price = 5 + (i % 23) * 1.25;
    return [
      i + 1,
      `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      `Customer ${(i % 997) + 1}`,
      REGIONS[i % REGIONS.length] ?? null,
      `Product ${(i % 211) + 1}`,
      quantity,
      price,
      quantity * price,
      (i % 5) / 100,
      STATUSES[i % STATUSES.length] ?? null,
      i % 3 === 0 ? 'web' : 'store',
      i % 10 === 0 ? `Note for order ${i + 1}` : null,
    ];
  });
}

const useStyles = makeStyles({
  check: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
});

type Landing =
  | { state: 'idle' }
  | { state: 'writing'; written: number; total: number; pendingEdit: boolean }
  | { state: 'landed'; result: WriteTableResult; rows: CellValue[][]; ms: number }
  | { state: 'failed'; message: string };

/** Self-check: lands a generated sample through the host's table writer (Excel, or the browser grid). */
function LandSampleCheck() {
  const styles = useStyles();
  const mode = useHostStore((state) => state.mode);
  const [count, setCount] = useState('20000');
  const [landing, setLanding] = useState<Landing>({ state: 'idle' });
  // Up to a full sheet: what a design may land, so the self-check can show the grid at that size too.
  const rowCount = Math.max(1, Math.min(QUERY_LIMITS.maxRows, Math.floor(Number(count)) || 1));

  const land = async () => {
    const rows = sampleRows(rowCount);
    setLanding({ state: 'writing', written: 0, total: rows.length, pendingEdit: false });
    const started = performance.now();
    try {
      const result = await tableWriterFor(mode).writeTable({
        tableName: SAMPLE_TABLE,
        columns: SAMPLE_COLUMNS,
        rows,
        onProgress: (written, total) =>
          setLanding((now) => (now.state === 'writing' ? { ...now, written, total } : now)),
        onPendingEdit: (pendingEdit) =>
          setLanding((now) => (now.state === 'writing' ? { ...now, pendingEdit } : now)),
      });
      setLanding({ state: 'landed', result, rows, ms: performance.now() - started });
    } catch (error) {
      setLanding({
        state: 'failed',
        message: error instanceof LandingError ? error.message : 'The sample could not be landed.',
      });
    }
  };

  return (
    <section className={styles.check} aria-label="Land a sample table">
      <div className={styles.controls}>
        <Field label="Sample rows">
          <Input
            type="number"
            min={1}
            max={QUERY_LIMITS.maxRows}
            value={count}
            onChange={(_, data) => setCount(data.value)}
          />
        </Field>
        <Button appearance="primary" disabled={landing.state === 'writing'} onClick={() => void land()}>
          Land a sample table
        </Button>
      </div>
      {landing.state === 'writing' ? (
        <LandingProgress written={landing.written} total={landing.total} pendingEdit={landing.pendingEdit} />
      ) : null}
      {landing.state === 'failed' ? <p role="alert">{landing.message}</p> : null}
      {landing.state === 'landed' ? (
        <>
          <FactList
            facts={[
              ['Sample landed', `${landing.result.rowCount} rows at ${landing.result.address}`],
              ['Host requests', String(landing.result.requests)],
              ['Largest request', `${landing.result.largestRequestBytes} bytes`],
              ['Landing time', `${Math.round(landing.ms)} ms`],
            ]}
          />
          {mode === 'browser' ? (
            <>
              <ResultGrid label={SAMPLE_TABLE} columns={SAMPLE_COLUMNS} rows={landing.rows} />
              <DownloadXlsxButton tableName={SAMPLE_TABLE} columns={SAMPLE_COLUMNS} rows={landing.rows} />
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** What support asks a user to open first: how this runtime looks to Wharf. */
export default function RuntimeTestScreen() {
  const host = useHostStore();
  const diagnostics = host.diagnostics;
  return (
    <Screen description="How this browser or Excel looks to Wharf. Support may ask you for these values.">
      <FactList
        facts={[
          ['Host detection', host.status === 'ready' ? 'finished' : 'running…'],
          ['Host mode', host.mode],
          ['Excel version', diagnostics?.excelVersion ?? 'not available'],
          ['Excel host', diagnostics?.excelHost ?? 'not available'],
          ['Excel platform', diagnostics?.excelPlatform ?? 'not available'],
          ['Local storage', storageAvailable() ? 'available' : 'blocked'],
          ['office.js from', config.officeJsUrl],
          ['User agent', navigator.userAgent],
        ]}
      />
      <LandSampleCheck />
    </Screen>
  );
}

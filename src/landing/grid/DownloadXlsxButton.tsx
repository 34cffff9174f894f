import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import type { CellValue, LandingColumn } from '../../host';
import { downloadXlsx } from './xlsx';

interface DownloadXlsxButtonProps {
  tableName: string;
  columns: readonly LandingColumn[];
  rows: ReadonlyArray<readonly CellValue[]>;
}

/** Saves the landed result as `<table name>.xlsx`, number formats applied. */
export function DownloadXlsxButton({ tableName, columns, rows }: DownloadXlsxButtonProps) {
  const [state, setState] = useState<'idle' | 'preparing' | 'failed'>('idle');
  const download = async () => {
    setState('preparing');
    try {
      await downloadXlsx(tableName, columns, rows);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div>
      <Button disabled={state === 'preparing'} onClick={() => void download()}>
        {state === 'preparing' ? 'Preparing .xlsx…' : 'Download as .xlsx'}
      </Button>
      {state === 'failed' ? <p role="alert">The .xlsx file could not be made. Try again.</p> : null}
    </div>
  );
}

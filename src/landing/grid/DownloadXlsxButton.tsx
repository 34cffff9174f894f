import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { downloadXlsx, type XlsxDownload } from './xlsx';

/**
 * Saves the landed result as `<design name>.xlsx`: an Excel table with its filter buttons, the design's formats,
 * header notes and calculated columns, and an "About" sheet saying what it is.
 */
export function DownloadXlsxButton(props: XlsxDownload) {
  const [state, setState] = useState<'idle' | 'preparing' | 'failed'>('idle');
  const download = async () => {
    setState('preparing');
    try {
      await downloadXlsx(props);
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

import { Field, MessageBar, MessageBarBody, ProgressBar } from '@fluentui/react-components';
import { AppLink } from '../components/AppLink';
import { LandingProgress } from './grid/LandingProgress';
import type { LandingState } from './useLanding';
import { HandEditsDialog } from './HandEditsDialog';
import { RefreshByKeyReport } from './RefreshByKeyReport';
import { countOf } from '../format/words';

interface LandingStatusProps {
  state: LandingState;
  mode: 'excel' | 'browser';
  /** Where a browser result is shown when it is not below the status (the list's Refresh): a link to it. */
  resultHref?: string;
  /**
   * The N of a design that asks for its top N rows (src/design/topN.ts): its limit is the point, so more rows
   * matching is no warning.
   */
  topN?: number | null;
}

/** Where a landing is: asking for the first page, rows landed per page (with the pending-edit flag), done or failed. */
export function LandingStatus({ state, mode, resultHref, topN = null }: LandingStatusProps) {
  if (state.status === 'idle') return null;
  if (state.status === 'asking') return <HandEditsDialog question={state.question} />;
  if (state.status === 'failed') {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{state.message}</MessageBarBody>
      </MessageBar>
    );
  }
  // The browser tab's result is shown, not placed: "8 rows ready below." where Excel says where they landed.
  const ready = (rowCount: number) => (
    <>
      {countOf(rowCount, 'row')}{' '}
      {resultHref ? (
        <>
          ready: <AppLink to={resultHref}>show the result</AppLink>.
        </>
      ) : (
        'ready below.'
      )}
    </>
  );
  if (state.status === 'done' && state.result.byKey) {
    const { tableName, byKey, rowCount, address } = state.result;
    return (
      <RefreshByKeyReport
        tableName={tableName}
        summary={byKey}
        rowCount={rowCount}
        address={address}
        {...(mode === 'browser' ? { lead: ready(rowCount) } : {})}
      />
    );
  }
  if (state.status === 'done') {
    const { rowCount, address } = state.result;
    const truncated = state.result.truncated && topN === null;
    return (
      <MessageBar intent={truncated ? 'warning' : 'success'}>
        <MessageBarBody>
          {mode === 'excel' ? `${countOf(rowCount, 'row')} landed at ${address}.` : ready(rowCount)}
          {truncated ? ' More rows matched than the row limit: raise it to land them all.' : ''}
        </MessageBarBody>
      </MessageBar>
    );
  }
  const { progress, pendingEdit } = state;
  if (progress) {
    return <LandingProgress written={progress.landed} total={progress.total} pendingEdit={pendingEdit} />;
  }
  return (
    <Field label="Running the design…">
      <ProgressBar thickness="large" />
    </Field>
  );
}

import { Field, MessageBar, MessageBarBody, ProgressBar } from '@fluentui/react-components';
import { AppLink } from '../components/AppLink';
import { LandingProgress } from './grid/LandingProgress';
import type { LandingState } from './useLanding';
import { HandEditsDialog } from './HandEditsDialog';
import { RefreshByKeyReport } from './RefreshByKeyReport';

const numbers = new Intl.NumberFormat();

interface LandingStatusProps {
  state: LandingState;
  mode: 'excel' | 'browser';
  /** Where a browser result is shown when it is not below the status (the list's Refresh): a link to it. */
  resultHref?: string;
}

/** Where a landing is: asking for the first page, rows landed per page (with the pending-edit flag), done or failed. */
export function LandingStatus({ state, mode, resultHref }: LandingStatusProps) {
  if (state.status === 'idle') return null;
  if (state.status === 'asking') return <HandEditsDialog question={state.question} />;
  if (state.status === 'failed') {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{state.message}</MessageBarBody>
      </MessageBar>
    );
  }
  if (state.status === 'done' && state.result.byKey) {
    const { tableName, byKey, rowCount, address } = state.result;
    return <RefreshByKeyReport tableName={tableName} summary={byKey} rowCount={rowCount} address={address} />;
  }
  if (state.status === 'done') {
    const { rowCount, address, truncated } = state.result;
    return (
      <MessageBar intent={truncated ? 'warning' : 'success'}>
        <MessageBarBody>
          {numbers.format(rowCount)} rows{' '}
          {mode === 'excel' ? (
            `landed at ${address}.`
          ) : resultHref ? (
            <>
              ready: <AppLink to={resultHref}>show the result</AppLink>.
            </>
          ) : (
            'ready below.'
          )}
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

/** One table's place in a batch refresh: waiting, its progress, its result (the hand-edit question is BatchQuestion). */
import {
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  tokens,
} from '@fluentui/react-components';
import { LandingProgress } from './grid/LandingProgress';
import type { BatchItemState } from './useBatchLanding';
import { HandEditsDialog } from './HandEditsDialog';
import { RefreshByKeyReport } from './RefreshByKeyReport';
import { countOf } from '../format/words';

const useStyles = makeStyles({ muted: { color: tokens.colorNeutralForeground2 } });

export function BatchItemStatus({ state }: { state: BatchItemState | undefined }) {
  const styles = useStyles();
  if (!state) return null;
  switch (state.status) {
    case 'waiting':
      return <Caption1 className={styles.muted}>Waiting…</Caption1>;
    case 'running':
      return state.progress ? (
        <LandingProgress
          written={state.progress.landed}
          total={state.progress.total}
          pendingEdit={state.pendingEdit}
        />
      ) : (
        <ProgressBar aria-label="Fetching rows" thickness="large" />
      );
    case 'asking':
      return null;
    case 'done':
      // A refresh by key says what it changed and lists its conflicts, as a single refresh does (docs/host.md).
      return state.byKey ? (
        <RefreshByKeyReport
          tableName={state.tableName}
          summary={state.byKey}
          rowCount={state.rowCount}
          address={state.address}
        />
      ) : (
        <MessageBar intent="success">
          <MessageBarBody>{countOf(state.rowCount, 'row')} refreshed.</MessageBarBody>
        </MessageBar>
      );
    case 'cancelled':
      return <Caption1 className={styles.muted}>Not refreshed: cancelled.</Caption1>;
    case 'failed':
      return (
        <MessageBar intent="error">
          <MessageBarBody>{state.message}</MessageBarBody>
        </MessageBar>
      );
  }
}

/** The hand-edit question of whichever table of the batch is asking, in one dialog that stays mounted. */
export function BatchQuestion({ items }: { items: Readonly<Record<number, BatchItemState>> }) {
  const asking = Object.values(items).find((item) => item.status === 'asking');
  return <HandEditsDialog question={asking?.status === 'asking' ? asking.question : null} />;
}

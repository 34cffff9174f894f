import { Button, Caption1, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { useClientState } from '../../store';
import { useDesigner } from './hooks/useDesigner';
import { usePanelStyles } from './designer/styles';
import { tableDesignHref } from './hrefs';
import { MissingDesign } from './MissingDesign';
import { formatWhen } from './tableText';

function FormulaHistory({ tableId, columnId }: { tableId: string; columnId: number }) {
  const styles = usePanelStyles();
  const { design, dispatch, status } = useDesigner(tableId);
  const username = useClientState((state) => state.username) ?? 'Unknown user';
  if (status === 'missing') return <MissingDesign routeId={tableId} />;
  if (!design) return <Spinner size="small" label="Opening the design…" />;
  const column = design.columns.find((candidate) => candidate.id === columnId);
  if (column?.kind !== 'calculated') {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          This design has no calculated column {columnId}.{' '}
          <AppLink to={tableDesignHref(tableId, 'COLUMNS')}>Back to the columns</AppLink>
        </MessageBarBody>
      </MessageBar>
    );
  }
  const changes = [...column.formulaHistory].reverse();
  return (
    <>
      <Caption1>
        {column.name}: <span className={styles.code}>{column.formula}</span>
      </Caption1>
      {changes.length === 0 ? (
        <Caption1 className={styles.muted}>The formula has not changed since the column was added.</Caption1>
      ) : (
        <ol className={styles.list} aria-label={`Changes of ${column.name}`}>
          {changes.map((change, index) => (
            <li key={`${change.at}-${index}`} className={styles.item}>
              <Caption1 className={styles.muted}>
                {formatWhen(change.at)} · {change.by}
              </Caption1>
              <span className={styles.code}>
                {change.old} → {change.new}
              </span>
              <div>
                <Button
                  size="small"
                  disabled={change.old === column.formula}
                  aria-label={`Restore ${change.old}`}
                  onClick={() =>
                    dispatch({
                      type: 'setFormula',
                      id: column.id,
                      formula: change.old,
                      at: new Date().toISOString(),
                      by: username,
                    })
                  }
                >
                  Restore
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Caption1 className={styles.muted}>
        A restore is a change of the design: save it to keep it.{' '}
        <AppLink to={tableDesignHref(tableId, 'COLUMNS')}>Back to the design</AppLink>
      </Caption1>
    </>
  );
}

export default function FormulaHistoryScreen() {
  const { tableId = '', columnId = '' } = useParams();
  return (
    <Screen description="Every change of this calculated column's formula: when, who, and what it was before.">
      <RequireInstance>
        <FormulaHistory key={tableId} tableId={tableId} columnId={Number(columnId)} />
      </RequireInstance>
    </Screen>
  );
}

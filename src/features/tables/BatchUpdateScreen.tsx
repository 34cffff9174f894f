import { Button, Caption1, Checkbox, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useId, useState } from 'react';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { useBatchLanding } from '../../landing/useBatchLanding';
import { useTableDesigns } from '../../design/useTableStorage';
import { BatchItemStatus, BatchQuestion } from '../../landing/BatchItemStatus';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    border: 'none',
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

function BatchUpdate() {
  const styles = useStyles();
  const legendId = useId();
  const designs = useTableDesigns();
  const batch = useBatchLanding();
  const [chosen, setChosen] = useState<ReadonlySet<number> | null>(null);
  const all = designs.data ?? [];
  const selected = chosen ?? new Set(all.map((design) => design.id ?? 0));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  if (designs.isPending) return <Spinner size="small" label="Loading the tables…" />;
  if (all.length === 0)
    return <Caption1 className={styles.muted}>No saved table designs to refresh.</Caption1>;
  return (
    <>
      <fieldset className={styles.list} aria-labelledby={legendId}>
        <legend id={legendId}>Tables to refresh</legend>
        {all.map((design) => {
          const id = design.id ?? 0;
          return (
            <div key={id} className={styles.item} aria-live="polite">
              <Checkbox
                label={design.name || `Table design ${id}`}
                checked={selected.has(id)}
                disabled={batch.running}
                onChange={(_, data) => toggle(id, data.checked === true)}
              />
              <BatchItemStatus state={batch.items[id]} />
            </div>
          );
        })}
      </fieldset>
      <BatchQuestion items={batch.items} />
      <div>
        <Button
          appearance="primary"
          icon={<ArrowClockwiseRegular />}
          disabled={batch.running || selected.size === 0}
          onClick={() => void batch.run(all.filter((design) => selected.has(design.id ?? 0)))}
        >
          {batch.running ? 'Refreshing…' : `Refresh ${selected.size} table${selected.size === 1 ? '' : 's'}`}
        </Button>
      </div>
    </>
  );
}

export default function BatchUpdateScreen() {
  return (
    <Screen description="Refresh several tables at once and follow each one to its result.">
      <RequireInstance>
        <BatchUpdate />
      </RequireInstance>
    </Screen>
  );
}

import { Button, Caption1, Subtitle2 } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useId, useState } from 'react';
import { derivedColumnName, derivedOf, derivedRef } from '@wharf/contract';
import { designTotals } from './designTotals';
import { GroupChoice } from './GroupChoice';
import type { PanelProps } from './panelProps';
import { TotalSelect } from './TotalSelect';
import { usePanelStyles } from './styles';

/**
 * Share of total: a total as a percentage of its column's total ("Share of Revenue"), over the whole result or
 * within chosen group-by columns ("Share of Revenue within Region"). Offered once the design totals something.
 */
export function ShareSection({ design, dispatch, schema }: Omit<PanelProps, 'routeId'>) {
  const styles = usePanelStyles();
  const headingId = useId();
  const { totals, groups } = designTotals(design, schema);
  const [base, setBase] = useState('');
  const [within, setWithin] = useState<string[]>([]);
  const shared = (ref: string) =>
    design.columns.some((c) => c.kind === 'source' && c.ref === derivedRef('share', ref));
  const offered = totals.filter((total) => !shared(total.ref) && derivedOf(total.ref)?.kind !== 'share');
  const chosen = offered.find((total) => total.ref === base);
  const scope = within.filter((ref) => groups.some((group) => group.ref === ref));
  const name = chosen
    ? derivedColumnName({ kind: 'share', base: chosen.ref }, chosen.name, {
        within: scope.map((ref) => groups.find((group) => group.ref === ref)?.name ?? ref),
      })
    : '';

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Share of total
      </Subtitle2>
      {totals.length === 0 ? (
        <Caption1 className={styles.muted}>
          To show a total as a percentage of its column&apos;s total (each branch&apos;s share of revenue),
          add a measure or total a column first.
        </Caption1>
      ) : (
        <>
          <TotalSelect label="Share of" totals={offered} value={chosen?.ref ?? ''} onChange={setBase} />
          {groups.length > 0 ? (
            <GroupChoice
              label="Within each (none: of the whole table)"
              groups={groups}
              chosen={scope}
              onChange={setWithin}
            />
          ) : null}
          {chosen ? <Caption1 aria-live="polite">Adds the column “{name}”.</Caption1> : null}
          <div className={styles.actions}>
            <Button
              icon={<AddRegular />}
              disabled={!chosen}
              onClick={() => {
                if (!chosen) return;
                dispatch({ type: 'addShare', base: chosen.ref, within: scope, name });
                setBase('');
                setWithin([]);
              }}
            >
              Add share of total
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

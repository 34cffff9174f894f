import { Button, Caption1, Field, Input, Select, Subtitle2 } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { useId, useState } from 'react';
import { TOTALS_LIMITS, topPerGroupWords } from '@wharf/contract';
import { designTotals } from './designTotals';
import { GroupChoice } from './GroupChoice';
import type { PanelProps } from './panelProps';
import { TotalSelect } from './TotalSelect';
import { usePanelStyles } from './styles';

/**
 * Top N within each group ("top 3 products in each category by units sold"): the rows of each group of the
 * chosen group-by columns ranked by a total, the first N kept. Offered once the design totals something and groups
 * by two columns or more (one to rank, one to rank within).
 */
export function TopPerGroupSection({ design, dispatch, schema }: Omit<PanelProps, 'routeId'>) {
  const styles = usePanelStyles();
  const headingId = useId();
  const { totals, groups, nameOf } = designTotals(design, schema);
  const current = design.topPerGroup;
  const [count, setCount] = useState(String(current?.n ?? 3));
  const [by, setBy] = useState(current?.by ?? '');
  const [within, setWithin] = useState<string[]>(current?.within ?? []);
  const [desc, setDesc] = useState(current?.desc !== false);
  const n = Number(count);
  const validCount = Number.isInteger(n) && n >= 1 && n <= TOTALS_LIMITS.maxTopPerGroup;
  const byChosen = totals.find((total) => total.ref === by);
  const scope = within.filter((ref) => groups.some((group) => group.ref === ref));
  const ranked = groups.filter((group) => !scope.includes(group.ref));
  const ready = validCount && byChosen !== undefined && scope.length > 0 && ranked.length > 0;
  const words = (top: NonNullable<typeof current>) =>
    topPerGroupWords(
      top,
      groups.filter((group) => !top.within.includes(group.ref)).map((group) => group.name),
      top.within.map(nameOf),
      nameOf(top.by),
    );

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Top N within each group
      </Subtitle2>
      {current ? (
        <ul className={styles.list} aria-label="Top N within each group">
          <li className={styles.item}>
            <span className={styles.muted}>{words(current)}</span>
            <div className={styles.itemActions}>
              <Button
                size="small"
                icon={<DeleteRegular />}
                aria-label={`Remove: ${words(current)}`}
                onClick={() => dispatch({ type: 'setTopPerGroup', top: undefined })}
              />
            </div>
          </li>
        </ul>
      ) : null}
      {totals.length === 0 || groups.length < 2 ? (
        <Caption1 className={styles.muted}>
          To keep the top rows within each group (the top 3 products in each category), add a measure or total
          a column on COLUMNS, and keep two columns to group by.
        </Caption1>
      ) : (
        <>
          <Field
            label="How many rows in each group"
            validationMessage={
              validCount
                ? undefined
                : `A whole number from 1 to ${TOTALS_LIMITS.maxTopPerGroup.toLocaleString()}.`
            }
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              value={count}
              onChange={(_, d) => setCount(d.value)}
            />
          </Field>
          <TotalSelect label="Ranked by" totals={totals} value={byChosen?.ref ?? ''} onChange={setBy} />
          <Field label="Order">
            <Select value={desc ? 'desc' : 'asc'} onChange={(_, data) => setDesc(data.value === 'desc')}>
              <option value="desc">Highest first</option>
              <option value="asc">Lowest first</option>
            </Select>
          </Field>
          <GroupChoice label="Within each" groups={groups} chosen={scope} onChange={setWithin} />
          {scope.length > 0 && ranked.length === 0 ? (
            <Caption1 className={styles.muted}>
              Leave at least one column out: its rows are the ones ranked.
            </Caption1>
          ) : null}
          <div className={styles.actions}>
            <Button
              disabled={!ready}
              onClick={() =>
                byChosen &&
                dispatch({
                  type: 'setTopPerGroup',
                  top: { n, by: byChosen.ref, within: scope, ...(desc ? {} : { desc: false }) },
                })
              }
            >
              {current ? 'Change top N' : 'Keep top N'}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

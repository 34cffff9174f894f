/**
 * What a refresh by key did (docs/host.md, "Refresh by key"): rows changed, new and removed, the edits kept; the
 * removed rows with what the person wrote beside them, one click away; and the conflicts — cells edited by hand
 * whose source value changed too — each with Locate, Keep mine and Take the source's, or all at once.
 */
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import type { ConflictCell, KeyedRefreshSummary } from '../host/refreshByKey/outcome';
import { locateConflict, takeSource, type KeyedColumns } from '../host/refreshByKey/resolveConflicts';
import { readLandedTableRecord } from '../host/records';
import { cellWords, landedText, refreshByKeyText } from './refreshByKeyText';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  item: {
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface Props {
  tableName: string;
  summary: KeyedRefreshSummary;
  /** Rows the table holds after the refresh, and where: said as a full rewrite says it. */
  rowCount: number;
  address: string;
  /** What comes first instead of "N rows landed at …" (the browser tab's "8 rows ready below."). */
  lead?: ReactNode;
}

/**
 * A row's key with its columns' names ("Order SO-5", "Branch Auckland · Month Nov 2025"), as the landed
 * table's record names them; the key's words alone where the record is not at hand.
 */
export function keyWithColumns(words: string, keyed: KeyedColumns | null): string {
  const values = words.split(' · ');
  if (!keyed || values.length !== keyed.key.length) return words;
  return values
    .map((value, index) => `${keyed.columns[keyed.key[index] ?? -1] ?? ''} ${value}`.trim())
    .join(' · ');
}

function keyedColumnsOf(tableName: string): KeyedColumns | null {
  const keyed = readLandedTableRecord(tableName)?.keyed;
  return keyed ? { columns: keyed.columns, key: keyed.key } : null;
}

function ConflictList({ tableName, conflicts }: { tableName: string; conflicts: readonly ConflictCell[] }) {
  const styles = useStyles();
  const [open, setOpen] = useState(() => conflicts.filter((conflict) => conflict.taken === 'mine'));
  const [message, setMessage] = useState('');
  const keyed = keyedColumnsOf(tableName);
  if (keyed === null || conflicts.length === 0) return null;
  const taken = conflicts.filter((conflict) => conflict.taken === 'source');
  const settle = (done: readonly ConflictCell[]) =>
    setOpen((left) => left.filter((item) => !done.includes(item)));
  const takeAll = async (items: readonly ConflictCell[]) => {
    const written = await takeSource(tableName, keyed, items);
    settle(written);
    setMessage(
      written.length === items.length
        ? ''
        : 'Some rows are no longer in the table; their cells were not written.',
    );
  };
  const locate = async (conflict: ConflictCell) => {
    if (!(await locateConflict(tableName, keyed, conflict)))
      setMessage(`${keyWithColumns(conflict.key, keyed)} is no longer in the table.`);
  };
  return (
    <section aria-label="Conflicts">
      <Text as="p" weight="semibold">
        {open.length > 0
          ? `${open.length} cell${open.length === 1 ? '' : 's'} you edited changed at the source too: they keep your value until you choose.`
          : 'Every conflict is settled.'}
      </Text>
      {taken.length > 0 ? (
        <Text as="p">
          {taken.length} cell{taken.length === 1 ? '' : 's'} you edited took the source&apos;s new value, as
          the add-in settings say.
        </Text>
      ) : null}
      {open.length > 1 ? (
        <div className={styles.actions}>
          <Button onClick={() => setOpen([])}>Keep all mine</Button>
          <Button onClick={() => void takeAll(open)}>Take all the source&apos;s</Button>
        </div>
      ) : null}
      <ul className={styles.list}>
        {open.map((conflict) => (
          <li key={`${conflict.key}\u0000${conflict.column}`} className={styles.item}>
            <Text weight="semibold">
              {keyWithColumns(conflict.key, keyed)}: {conflict.column}
            </Text>
            <Text>
              Yours: {cellWords(conflict.mine)} · Source&apos;s: {cellWords(conflict.source)}
            </Text>
            <div className={styles.actions}>
              <Button
                size="small"
                onClick={() => void locate(conflict)}
                aria-label={`Locate ${conflict.key} ${conflict.column}`}
              >
                Locate
              </Button>
              <Button
                size="small"
                onClick={() => settle([conflict])}
                aria-label={`Keep mine for ${conflict.key} ${conflict.column}`}
              >
                Keep mine
              </Button>
              <Button
                size="small"
                onClick={() => void takeAll([conflict])}
                aria-label={`Take the source's for ${conflict.key} ${conflict.column}`}
              >
                Take the source&apos;s
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {message ? <Text as="p">{message}</Text> : null}
    </section>
  );
}

export function RefreshByKeyReport({ tableName, summary, rowCount, address, lead }: Props) {
  const styles = useStyles();
  const keyed = summary.removed.length > 0 ? keyedColumnsOf(tableName) : null;
  return (
    <>
      <MessageBar intent="success">
        <MessageBarBody>
          {lead ?? landedText(rowCount, address)} {refreshByKeyText(summary)}
        </MessageBarBody>
      </MessageBar>
      {summary.removed.length > 0 ? (
        <Accordion collapsible>
          <AccordionItem value="removed">
            <AccordionHeader>Removed rows ({summary.removed.length})</AccordionHeader>
            <AccordionPanel>
              <ul className={styles.list}>
                {summary.removed.map((row) => (
                  <li key={row.key} className={styles.item}>
                    <Text weight="semibold">{keyWithColumns(row.key, keyed)}</Text>
                    {row.notes.map((note) => (
                      <Text key={note.column}>
                        {note.column}: {cellWords(note.value)}
                      </Text>
                    ))}
                  </li>
                ))}
              </ul>
            </AccordionPanel>
          </AccordionItem>
        </Accordion>
      ) : null}
      <ConflictList tableName={tableName} conflicts={summary.conflicts} />
    </>
  );
}

import { makeStyles, tokens } from '@fluentui/react-components';
import { Fragment } from 'react';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/** Label / value pairs, as a description list. */
export function FactList({ facts }: { facts: ReadonlyArray<readonly [string, string]> }) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

import { makeStyles, tokens } from '@fluentui/react-components';
import { AppLink } from './AppLink';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    paddingLeft: '1.25em',
  },
});

export interface LinkItem {
  to: string;
  text: string;
}

/** A labelled list of in-app destinations. */
export function LinkList({ label, items }: { label: string; items: readonly LinkItem[] }) {
  const styles = useStyles();
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to}>
            <AppLink to={item.to}>{item.text}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

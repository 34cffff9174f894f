import { Badge, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { LibraryItem } from '@wharf/contract';
import { AppLink } from '../../components/AppLink';
import { FavoriteButton } from './FavoriteButton';
import { libraryItemHref } from './hrefs';
import { sourceText } from './itemText';

const useStyles = makeStyles({
  card: {
    listStyleType: 'none',
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
    flexGrow: 1,
  },
  title: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  meta: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

export function LibraryItemCard({ item }: { item: LibraryItem }) {
  const styles = useStyles();
  return (
    <li className={styles.card}>
      <div className={styles.body}>
        <AppLink className={styles.title} to={libraryItemHref(item.id)}>
          {item.title}
        </AppLink>
        {item.description ? <Caption1 className={styles.muted}>{item.description}</Caption1> : null}
        <div className={styles.meta}>
          <Badge
            appearance="tint"
            size="small"
            color={item.sourceType === 'managed' ? 'informative' : 'subtle'}
          >
            {sourceText(item)}
          </Badge>
          {item.visibility === 'private' ? (
            <Badge appearance="outline" size="small" color="subtle">
              Private
            </Badge>
          ) : null}
        </div>
      </div>
      <FavoriteButton item={item} />
    </li>
  );
}

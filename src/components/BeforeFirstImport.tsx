import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { CONNECTIONS_HREF } from '../routes/hrefs';
import { AppLink } from './AppLink';

const useStyles = makeStyles({
  note: {
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
});

/**
 * What to do first when the warehouse holds no rows yet (nothing empty is offered): connect a source system and
 * import, then its tables can be asked for.
 */
export function BeforeFirstImport({ what }: { what: string }) {
  const styles = useStyles();
  return (
    <Body1 as="p" role="status" className={styles.note}>
      Your warehouse holds no data yet, so there is nothing to {what}. First connect a source system and run
      its first import under <AppLink to={CONNECTIONS_HREF}>Connections</AppLink>; its tables appear here once
      they hold rows.
    </Body1>
  );
}

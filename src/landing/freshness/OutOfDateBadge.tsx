/** "Out of date" beside a design whose landed table holds older data than the warehouse. */
import { Badge, makeStyles } from '@fluentui/react-components';
import { OUT_OF_DATE } from './';
import type { TableDesign } from '../../design/tableDesign';
import { isDesignOutOfDate, useOutOfDateTableNames } from './useOutOfDateDesigns';

const useStyles = makeStyles({ badge: { alignSelf: 'flex-start' } });

export function OutOfDateBadge({ design }: { design: TableDesign }) {
  const styles = useStyles();
  const outOfDate = useOutOfDateTableNames();
  if (!isDesignOutOfDate(design, outOfDate)) return null;
  return (
    <Badge className={styles.badge} appearance="tint" color="warning" shape="rounded">
      {OUT_OF_DATE}
    </Badge>
  );
}

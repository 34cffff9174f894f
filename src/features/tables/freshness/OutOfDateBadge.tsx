/** "Out of date" beside a design whose landed table holds older data than the warehouse (issue 17). */
import { Badge } from '@fluentui/react-components';
import { OUT_OF_DATE } from '../../../components/freshness';
import type { TableDesign } from '../design/model';
import { isDesignOutOfDate, useOutOfDateTableNames } from './useOutOfDateDesigns';

export function OutOfDateBadge({ design }: { design: TableDesign }) {
  const outOfDate = useOutOfDateTableNames();
  if (!isDesignOutOfDate(design, outOfDate)) return null;
  return (
    <Badge appearance="tint" color="warning" shape="rounded">
      {OUT_OF_DATE}
    </Badge>
  );
}

import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { AppLink } from '../../components/AppLink';
import { TABLE_LIST_HREF } from './hrefs';

/** A route id that names no design in this workbook (Excel) or library (browser). */
export function MissingDesign({ routeId }: { routeId: string }) {
  return (
    <MessageBar intent="warning">
      <MessageBarBody>
        There is no table design {routeId} here. <AppLink to={TABLE_LIST_HREF}>Back to the tables</AppLink>
      </MessageBarBody>
    </MessageBar>
  );
}

import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useClientState } from '../store';
import { AppLink } from './AppLink';
import { INSTANCE_SELECT_HREF } from '../routes/hrefs';

/** Screens that work on one instance's data ask for one before anything else. */
export function RequireInstance({ children }: { children: ReactNode }) {
  const currentInstance = useClientState((state) => state.currentInstance);
  if (currentInstance) return children;
  return (
    <MessageBar intent="info">
      <MessageBarBody>
        Choose the instance to work in first. <AppLink to={INSTANCE_SELECT_HREF}>Choose an instance</AppLink>
      </MessageBarBody>
    </MessageBar>
  );
}

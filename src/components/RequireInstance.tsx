import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useClientState } from '../store';
import { AppLink } from './AppLink';
import { instanceSelectHref } from '../routes/hrefs';

/** Screens that work on one instance's data ask for one before anything else. */
export function RequireInstance({ children }: { children: ReactNode }) {
  const currentInstance = useClientState((state) => state.currentInstance);
  const location = useLocation();
  if (currentInstance) return children;
  return (
    <MessageBar intent="info">
      <MessageBarBody>
        Choose the instance to work in first.{' '}
        <AppLink to={instanceSelectHref(`${location.pathname}${location.search}${location.hash}`)}>
          Choose an instance
        </AppLink>
      </MessageBarBody>
    </MessageBar>
  );
}

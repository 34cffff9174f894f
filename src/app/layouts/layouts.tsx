import type { ReactElement, ReactNode } from 'react';
import {
  BILLING_HREF,
  CIN7_OMNI_HELP_HREF,
  CONNECT_HREF,
  CONNECTIONS_HREF,
  GETTING_STARTED_HREF,
  HOME_HREF,
  importStartHref,
  LANDED_TABLES_HREF,
  LIBRARY_HREF,
  AI_HREF,
  OMNI_HELP_HREF,
  SETTINGS_HREF,
  SIGN_IN_HREF,
  TABLES_HREF,
  TRIAL_HREF,
} from '../../routes/hrefs';
import type { LayoutName } from '../../routes/routeTable';
import { CardLayout } from './CardLayout';
import { SearchLayout } from './SearchLayout';
import { ShellLayout } from './ShellLayout';

const MAIN_NAV = [
  { to: HOME_HREF, text: 'Home' },
  { to: TABLES_HREF, text: 'Tables' },
  { to: LIBRARY_HREF, text: 'Library' },
  { to: AI_HREF, text: 'Ask AI' },
  { to: importStartHref(), text: 'Import' },
  { to: SETTINGS_HREF, text: 'Settings' },
] as const;

const SETTINGS_NAV = [
  { to: SETTINGS_HREF, text: 'All settings' },
  { to: CONNECTIONS_HREF, text: 'Connections' },
  { to: BILLING_HREF, text: 'Billing', call: 'stripeInvoiceList' },
  { to: TRIAL_HREF, text: 'Trial' },
] as const;

const CONNECT_NAV = [
  { to: HOME_HREF, text: 'Home' },
  { to: CONNECT_HREF, text: 'Connect' },
  { to: LANDED_TABLES_HREF, text: 'Landed facts' },
] as const;

const HELP_NAV = [
  { to: GETTING_STARTED_HREF, text: 'Getting started' },
  { to: CIN7_OMNI_HELP_HREF, text: 'Cin7 Omni' },
  { to: OMNI_HELP_HREF, text: 'Omni' },
  { to: SIGN_IN_HREF, text: 'Sign in' },
] as const;

/** The element each layout renders around its routes' screens. */
export const LAYOUT_ELEMENTS: Readonly<Record<LayoutName, ReactElement>> = {
  default: <ShellLayout layout="default" navLabel="Wharf" nav={MAIN_NAV} />,
  settings: <ShellLayout layout="settings" navLabel="Settings" nav={SETTINGS_NAV} />,
  connect: <ShellLayout layout="connect" navLabel="Connect" nav={CONNECT_NAV} />,
  help: <ShellLayout layout="help" navLabel="Help" nav={HELP_NAV} />,
  signup: <CardLayout layout="signup" />,
  'sign-in': <CardLayout layout="sign-in" />,
  login: <CardLayout layout="login" />,
  search: <SearchLayout />,
};

/** The app's frame (header, navigation, theme switch) around what is not a routed screen: the error pages. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <ShellLayout layout="default" navLabel="Wharf" nav={MAIN_NAV} errorPage>
      {children}
    </ShellLayout>
  );
}

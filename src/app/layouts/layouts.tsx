import type { ReactElement } from 'react';
import type { LayoutName } from '../../routes/routeTable';
import { CardLayout } from './CardLayout';
import { SearchLayout } from './SearchLayout';
import { ShellLayout } from './ShellLayout';

const MAIN_NAV = [
  { to: '/', text: 'Home' },
  { to: '/table', text: 'Tables' },
  { to: '/library', text: 'Library' },
  { to: '/ETL/start', text: 'Import' },
  { to: '/settings', text: 'Settings' },
] as const;

const SETTINGS_NAV = [
  { to: '/settings', text: 'All settings' },
  { to: '/settings/connection', text: 'Connections' },
  { to: '/settings/billing', text: 'Billing' },
  { to: '/settings/trial', text: 'Trial' },
] as const;

const CONNECT_NAV = [
  { to: '/', text: 'Home' },
  { to: '/connect', text: 'Connect' },
  { to: '/connect/fact', text: 'Landed facts' },
] as const;

const HELP_NAV = [
  { to: '/help/gettingStarted', text: 'Getting started' },
  { to: '/help/cin7Omni/APISetup', text: 'Cin7 Omni' },
  { to: '/help/omni/APISetup', text: 'Omni' },
  { to: '/signin', text: 'Sign in' },
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

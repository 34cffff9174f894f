import type { AllScreens } from '../components/screenMap';
import { aiScreens } from '../features/ai';
import { authScreens } from '../features/auth';
import { billingScreens } from '../features/billing';
import { connectionScreens } from '../features/connections';
import { etlScreens } from '../features/etl';
import { helpScreens } from '../features/help';
import { homeScreens } from '../features/home';
import { instanceScreens } from '../features/instances';
import { libraryScreens } from '../features/library';
import { settingsScreens } from '../features/settings';
import { signupScreens } from '../features/signup';
import { tableScreens } from '../features/tables';

/** Every feature's screens, keyed by routes-table path: a route without its screen does not compile. */
export const SCREENS: AllScreens = {
  ...aiScreens,
  ...authScreens,
  ...billingScreens,
  ...connectionScreens,
  ...etlScreens,
  ...helpScreens,
  ...homeScreens,
  ...instanceScreens,
  ...libraryScreens,
  ...settingsScreens,
  ...signupScreens,
  ...tableScreens,
};

import { screenAwaitingContent } from '../../components/Screen';
import type { ScreenMap } from '../../components/screenMap';

export const billingScreens = {
  '/settings/billing': screenAwaitingContent('Your plan, the next invoice and past invoices.'),
  '/settings/trial': screenAwaitingContent('Your trial: what it includes and when it ends.'),
} satisfies ScreenMap;

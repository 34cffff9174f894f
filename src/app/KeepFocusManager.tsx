import { useFocusFinders } from '@fluentui/react-components';

/**
 * Keeps Fluent's focus manager (tabster) alive for the app's lifetime. Tabster is shared by the components using
 * it and disposed when the last one unmounts; a route change can unmount them all at once, and a modal dialog
 * closed just before (the designer's "Leave without saving") then never has Fluent take its aria-hidden off the
 * app's root (the restore is a 250 ms timer that disposing clears; microsoft/tabster#530): every later screen is
 * hidden from assistive technology. Holding one reference here means it is never disposed while the app runs.
 */
export function KeepFocusManager() {
  useFocusFinders();
  return null;
}

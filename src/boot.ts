/**
 * The page's entry. A prerendered screen (/signin, the help pages) paints from its HTML, but evaluating the app's
 * code first — React, Fluent UI, the screens — would hold that first paint back until it finished (the
 * bench holds /signin's first paint to 1.3× the same page without a script). So the app is evaluated just after
 * the first frame; a page without prerendered content shows nothing either way until the app renders. A press on a
 * prerendered button in that moment is remembered for the screen to act on (src/components/prerenderedActions.ts).
 */
import { rememberPrerenderedPresses } from './components/prerenderedActions';
import { warmStorage } from './warmStorage';

rememberPrerenderedPresses();

requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./main');
    // While the app's chunks are still arriving, the main thread is idle: open the storage its first render reads.
    warmStorage();
  }, 0);
});

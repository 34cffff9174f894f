import { makeStyles } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';

// Fluent's menu (with its positioning and floating-ui) is the largest part of the header: loaded when a working
// layout first shows, it stays off the path to an interactive /signin, which has no header.
const HeaderMenu = lazy(() => import('./HeaderMenu').then((module) => ({ default: module.HeaderMenu })));

const useStyles = makeStyles({
  // The menu button's room (an icon-only medium button: 32 × 32 px), so the bar does not move when it arrives.
  placeholder: { width: '32px', height: '32px', flexShrink: 0 },
});

/** The header's menu, or an empty room of its size while its code loads. */
export function HeaderMenuSlot() {
  const styles = useStyles();
  return (
    <Suspense fallback={<span className={styles.placeholder} aria-hidden="true" />}>
      <HeaderMenu />
    </Suspense>
  );
}

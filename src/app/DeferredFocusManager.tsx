import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstPaint } from '../telemetry/afterFirstPaint';

const KeepFocusManager = lazy(() =>
  import('./KeepFocusManager').then((module) => ({ default: module.KeepFocusManager })),
);

/**
 * KeepFocusManager, mounted once the first screen has painted: it holds tabster (about 12 KB gzip), which nothing
 * on /signin uses, so loading it at start would only delay the sign-in button. Its job begins when a screen with a
 * dialog is opened, long after.
 */
export function DeferredFocusManager() {
  const [due, setDue] = useState(false);
  useEffect(() => afterFirstPaint(() => setDue(true)), []);
  return due ? (
    <Suspense fallback={null}>
      <KeepFocusManager />
    </Suspense>
  ) : null;
}

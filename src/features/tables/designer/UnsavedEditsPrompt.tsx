/**
 * Asks before unsaved design edits are left behind: in-app navigation through React Router's blocker, a reload or a
 * closed tab through the browser's own beforeunload prompt. The save screen, the formula history and the dataset
 * search work on the same draft, so going there loses nothing and is never asked about.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router-dom';
import { designDrafts, useHasUnsavedEdits } from '../../../design/draftStore';

/** Routes that keep working on the open draft. */
export function keepsTheDraft(from: Location, to: Location): boolean {
  const path = to.pathname;
  return (
    // Another panel of the same design (?tab=…).
    path === from.pathname ||
    path.startsWith('/table/save/') ||
    path.startsWith('/table/formulaHistory/') ||
    path.startsWith('/dataSetSearch/')
  );
}

export function UnsavedEditsPrompt({ routeId }: { routeId: string }) {
  const unsaved = useHasUnsavedEdits(routeId);
  // Read from the store when asked, not from this render: a save marks the draft saved just before it navigates.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      designDrafts.hasUnsavedEdits(routeId) && !keepsTheDraft(currentLocation, nextLocation),
  );

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Leave without saving?</DialogTitle>
          <DialogContent>This design has changes that are not saved. Leaving discards them.</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => blocker.reset?.()}>
              Stay and keep editing
            </Button>
            <Button
              onClick={() => {
                designDrafts.discard(routeId);
                blocker.proceed?.();
              }}
            >
              Leave without saving
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

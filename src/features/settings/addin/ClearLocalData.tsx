/**
 * Clears what the add-in keeps in this browser (its `wharf.` entries: theme, chosen instance, table records and
 * settings of browser tabs), after a confirmation. The sign-in and the workbook's own settings are not touched.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { clearLocalData } from '../../../host/records';

export const CLEAR_LOCAL_DATA = "Clear the add-in's local data";

export function ClearLocalData() {
  const queryClient = useQueryClient();
  const [cleared, setCleared] = useState<number | null>(null);
  const clear = () => {
    setCleared(clearLocalData());
    // What was read from the cleared entries is read again.
    void queryClient.invalidateQueries();
  };
  return (
    <>
      <Dialog modalType="alert">
        <DialogTrigger disableButtonEnhancement>
          <Button>{CLEAR_LOCAL_DATA}</Button>
        </DialogTrigger>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Clear local data?</DialogTitle>
            <DialogContent>
              Wharf forgets, in this browser, your theme, the instance you chose, the add-in settings of
              browser tabs and the records of tables landed in them. You stay signed in; workbooks keep their
              own settings.
            </DialogContent>
            <DialogActions fluid>
              <DialogTrigger disableButtonEnhancement>
                <Button appearance="primary" onClick={clear}>
                  Clear
                </Button>
              </DialogTrigger>
              <DialogTrigger disableButtonEnhancement>
                <Button>Cancel</Button>
              </DialogTrigger>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <div aria-live="polite">
        {cleared !== null ? (
          <MessageBar intent="success">
            <MessageBarBody>
              Local data cleared ({cleared} item{cleared === 1 ? '' : 's'}). It takes full effect the next
              time Wharf opens.
            </MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
    </>
  );
}

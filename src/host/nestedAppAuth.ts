/**
 * What the Excel host offers for sign-in: Nested App Authentication where the host supports the NestedAppAuth 1.1
 * requirement set (docs/auth.md), else the Office dialog API.
 */
import { officeGlobal } from './detectHost';
import { useHostStore } from './hostStore';

export function supportsNestedAppAuth(): boolean {
  if (useHostStore.getState().mode !== 'excel') return false;
  return officeGlobal()?.context?.requirements?.isSetSupported('NestedAppAuth', '1.1') === true;
}

/**
 * Opens `url` (same origin as the task pane) in an Office dialog and resolves with the first message the dialog page
 * sends with Office.context.ui.messageParent; rejects when the user closes the dialog.
 */
export function openSignInDialog(url: string): Promise<string> {
  const office = officeGlobal();
  if (!office?.context?.ui) return Promise.reject(new Error('The Office dialog API is not available.'));
  return new Promise((resolve, reject) => {
    office.context.ui.displayDialogAsync(
      url,
      { height: 60, width: 30, promptBeforeOpen: false },
      (result) => {
        if (result.status === office.AsyncResultStatus.Failed) {
          reject(new Error(result.error.message));
          return;
        }
        const dialog = result.value;
        dialog.addEventHandler(office.EventType.DialogMessageReceived, (event) => {
          dialog.close();
          if ('message' in event) resolve(event.message);
          else reject(new Error(`The sign-in dialog failed (${event.error}).`));
        });
        dialog.addEventHandler(office.EventType.DialogEventReceived, () => {
          reject(new Error('The sign-in dialog was closed before signing in.'));
        });
      },
    );
  });
}

/** In the dialog page: tells the task pane the outcome. */
export function messageParent(message: string): boolean {
  const ui = officeGlobal()?.context?.ui;
  if (!ui?.messageParent) return false;
  ui.messageParent(message);
  return true;
}

import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent, type ReactNode } from 'react';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  surface: { maxWidth: 'min(480px, calc(100vw - 24px))' },
});

interface ActionDialogProps {
  triggerLabel: string;
  title: string;
  submitLabel: string;
  /** The request; resolves when the server agreed. A refusal stays in the dialog, worded by the server. */
  onSubmit: () => Promise<unknown>;
  busy: boolean;
  /** The server's message when it refused (a 409 says which statuses allow the change). */
  error: string | null;
  onOpen?: () => void;
  disabled?: boolean;
  /** False while the form is not complete. */
  canSubmit?: boolean;
  children: ReactNode;
}

/** A button that opens a small form in a dialog; the dialog closes when the change went through. */
export function ActionDialog(props: ActionDialogProps) {
  const { triggerLabel, title, submitLabel, onSubmit, busy, error, onOpen, disabled, children } = props;
  const canSubmit = props.canSubmit ?? true;
  const [open, setOpen] = useState(false);
  const styles = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit().then(
      () => setOpen(false),
      () => undefined, // shown as a notice app-wide and below, in the dialog
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        if (data.open) onOpen?.();
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button disabled={disabled}>{triggerLabel}</Button>
      </DialogTrigger>
      <DialogSurface className={styles.surface}>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {children}
              {error ? (
                <MessageBar intent="error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button appearance="secondary">Cancel</Button>
              </DialogTrigger>
              <Button type="submit" appearance="primary" disabled={busy || !canSubmit}>
                {busy ? 'Working…' : submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

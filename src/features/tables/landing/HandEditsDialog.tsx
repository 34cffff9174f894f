/** Issue 17: hand edits are never lost silently — how many cells changed, and the three ways on. */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { HandEditChoice } from './refreshTable';

export interface HandEditQuestion {
  tableName: string;
  changedCells: number;
  answer: (choice: HandEditChoice) => void;
}

const numbers = new Intl.NumberFormat();

export function handEditsText(changedCells: number, tableName: string): string {
  const cells = `${numbers.format(changedCells)} cell${changedCells === 1 ? '' : 's'}`;
  return `${cells} of ${tableName} ${changedCells === 1 ? 'was' : 'were'} edited by hand since it was landed. A refresh overwrites ${changedCells === 1 ? 'it' : 'them'}.`;
}

/** Open while the question is asked; closing it any other way than a button cancels the refresh. */
export function HandEditsDialog({ question }: { question: HandEditQuestion }) {
  const { answer } = question;
  return (
    <Dialog
      open
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) answer('cancel');
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Keep your edits?</DialogTitle>
          <DialogContent>{handEditsText(question.changedCells, question.tableName)}</DialogContent>
          <DialogActions fluid>
            <Button appearance="primary" onClick={() => answer('beside')}>
              Keep my edits (land beside it)
            </Button>
            <Button onClick={() => answer('refresh')}>Refresh anyway</Button>
            <Button onClick={() => answer('cancel')}>Cancel</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** Hand edits are never lost silently — how many cells changed, and the three ways on. */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { HandEditChoice } from './refreshTable';
import { countOf, countText } from '../format/words';

export interface HandEditQuestion {
  tableName: string;
  changedCells: number;
  /** Rows the table's fingerprint checks together (a large table): the count is then at most, not exact. */
  rowsPerCheck?: number;
  answer: (choice: HandEditChoice) => void;
}

export function handEditsText(changedCells: number, tableName: string, rowsPerCheck?: number): string {
  const cells = countOf(changedCells, 'cell');
  const them = changedCells === 1 ? 'it' : 'them';
  if (rowsPerCheck === undefined) {
    return `${cells} of ${tableName} ${changedCells === 1 ? 'was' : 'were'} edited by hand since it was landed. A refresh overwrites ${them}.`;
  }
  const unit = rowsPerCheck === 1 ? 'row by row' : `${countText(rowsPerCheck)} rows at a time`;
  const counted = rowsPerCheck === 1 ? 'a changed row' : 'those rows';
  return (
    `Up to ${cells} of ${tableName} ${changedCells === 1 ? 'was' : 'were'} edited by hand since it was landed: ` +
    `a table this large is checked ${unit}, and every cell of ${counted} is counted. A refresh overwrites ${them}.`
  );
}

/**
 * Open while a question is asked (null: closed). It stays mounted between questions so that closing it runs
 * Fluent's close, which gives the rest of the page back to assistive technology; the last question's text stays
 * while it closes. Closing it any other way than a button cancels the refresh.
 */
export function HandEditsDialog({ question }: { question: HandEditQuestion | null }) {
  // The last question, kept from an earlier render (React's pattern for state derived from props).
  const [shown, setShown] = useState(question);
  if (question !== null && question !== shown) setShown(question);
  return (
    <Dialog
      open={question !== null}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) question?.answer('cancel');
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Keep your edits?</DialogTitle>
          <DialogContent>
            {shown ? handEditsText(shown.changedCells, shown.tableName, shown.rowsPerCheck) : null}
          </DialogContent>
          <DialogActions fluid>
            <Button appearance="primary" onClick={() => question?.answer('beside')}>
              Keep my edits (land beside it)
            </Button>
            <Button onClick={() => question?.answer('refresh')}>Refresh anyway</Button>
            <Button onClick={() => question?.answer('cancel')}>Cancel</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

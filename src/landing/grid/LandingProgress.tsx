import { Body1, Field, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { countText } from '../../format/words';

const useStyles = makeStyles({
  pending: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

/** Shown while Excel is in cell-edit mode and the write waits for it (the pending-edit flag). */
export const PENDING_EDIT_TEXT =
  'Excel is in cell-edit mode. Finish editing the active cell and Wharf carries on.';

interface LandingProgressProps {
  written: number;
  total: number;
  /** Raised by the writer after 1 s in cell-edit mode. */
  pendingEdit?: boolean;
}

/** A long write's progress: rows written out of all rows, and the pending-edit flag while Excel is editing. */
export function LandingProgress({ written, total, pendingEdit = false }: LandingProgressProps) {
  const styles = useStyles();
  return (
    <Field
      label={`Writing rows: ${countText(written)} of ${countText(total)}`}
      hint={
        pendingEdit ? (
          <Body1 role="status" className={styles.pending}>
            {PENDING_EDIT_TEXT}
          </Body1>
        ) : undefined
      }
    >
      <ProgressBar value={total > 0 ? written / total : undefined} max={1} thickness="large" />
    </Field>
  );
}

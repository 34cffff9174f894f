import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readSavedState } from './saveOutcome';

const useStyles = makeStyles({
  status: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
});

/**
 * "Saved to your library." after a save, announced: the live region is on the page before its words are, so screen
 * readers read them out even though the designer opened afresh at the saved design's address.
 */
export function SaveConfirmation() {
  const styles = useStyles();
  const saved = readSavedState(useLocation().state);
  const [text, setText] = useState('');
  useEffect(() => {
    // A moment after the region is on the page, so it is a change that is read out.
    const timer = setTimeout(() => setText(saved ?? ''), 50);
    return () => clearTimeout(timer);
  }, [saved]);
  return (
    <div role="status" className={styles.status}>
      {text}
    </div>
  );
}

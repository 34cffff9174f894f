/**
 * Says so when a wide table has columns past the right edge of a narrow pane. A 320 px task pane shows two or three
 * columns, and a webview with overlay scrollbars shows no scrollbar at all until it is scrolled: without a word a
 * person takes the columns in view for the whole table (docs/tables.md, "The preview and the grid at 320 px").
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';

const useStyles = makeStyles({ hint: { color: tokens.colorNeutralForeground2 } });

/** Whether the element has columns hidden past its right edge, followed as it scrolls and resizes. */
export function useMoreToTheRight(element: HTMLElement | null): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    if (!element) return undefined;
    const check = () => setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
    check();
    element.addEventListener('scroll', check, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', check);
      observer?.disconnect();
    };
  }, [element]);
  return more;
}

interface MoreColumnsHintProps {
  more: boolean;
  /** What takes the arrow keys: "the table", "the grid". */
  what: string;
}

export function MoreColumnsHint({ more, what }: MoreColumnsHintProps) {
  const styles = useStyles();
  return (
    <Caption1 className={styles.hint} aria-live="polite">
      {more ? `More columns to the right: scroll sideways, or select ${what} and press the right arrow.` : ''}
    </Caption1>
  );
}

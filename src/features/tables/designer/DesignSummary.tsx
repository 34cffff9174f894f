import { Subtitle2 } from '@fluentui/react-components';
import { useId } from 'react';
import type { DwSchema } from '../../../design/catalogue';
import type { TableDesign } from '../../../design/tableDesign';
import { describeRestrictions } from './restrictionText';
import { usePanelStyles } from './styles';

/**
 * The design's any-of lists, filters on totals, top N, comparison and calculated measures in plain words on
 * OVERVIEW: a design made by the AI view or a library template shows every rule it lands with at once.
 */
export function DesignSummary({ design, schema }: { design: TableDesign; schema: DwSchema | undefined }) {
  const styles = usePanelStyles();
  const headingId = useId();
  const words = describeRestrictions(design, schema);
  if (words.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Also computed and kept
      </Subtitle2>
      <ul className={styles.list} aria-labelledby={headingId}>
        {words.map((text) => (
          <li key={text} className={styles.item}>
            <span className={styles.muted}>{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

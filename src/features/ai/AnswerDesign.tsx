import {
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import type { AiExplanation } from '@wharf/contract';
import { AI_TEXT } from './aiText';

const useStyles = makeStyles({
  parts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  definition: { margin: 0, overflowWrap: 'anywhere' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** The answer's table design in plain words, what it assumed, and who answered. */
export function AnswerDesign({ explanation }: { explanation: AiExplanation }) {
  const styles = useStyles();
  const headingId = useId();
  const assumedId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {AI_TEXT.designHeading}
      </Subtitle2>
      <dl className={styles.parts}>
        {explanation.parts.map((part) => (
          <div key={part.label} style={{ display: 'contents' }}>
            <dt className={styles.term}>{part.label}</dt>
            <dd className={styles.definition}>{part.text}</dd>
          </div>
        ))}
      </dl>
      {explanation.assumptions.length > 0 ? (
        <>
          <Subtitle2 as="h3" id={assumedId}>
            {AI_TEXT.assumedHeading}
          </Subtitle2>
          <ul className={styles.list} aria-labelledby={assumedId}>
            {explanation.assumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        </>
      ) : null}
      {explanation.notes.map((note) => (
        <MessageBar key={note} intent="info">
          <MessageBarBody>{note}</MessageBarBody>
        </MessageBar>
      ))}
      <Caption1>{explanation.source === 'model' ? AI_TEXT.byModel : AI_TEXT.byParser}</Caption1>
    </section>
  );
}

import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import type { AiExplanation } from '@wharf/contract';
import { AI_TEXT } from './aiText';

const useStyles = makeStyles({
  list: { margin: `${tokens.spacingVerticalXXS} 0`, paddingInlineStart: tokens.spacingHorizontalL },
  heading: { fontWeight: tokens.fontWeightSemibold, marginTop: tokens.spacingVerticalXS },
});

/** A declined question: what was understood and what is missing — never a guess in place of an answer. */
export function DeclinedAnswer({ explanation }: { explanation: AiExplanation }) {
  const styles = useStyles();
  return (
    <MessageBar intent="warning" layout="multiline" role="status">
      <MessageBarBody>
        <MessageBarTitle>{AI_TEXT.declinedTitle}</MessageBarTitle>
        {explanation.understood.length > 0 ? (
          <>
            <div className={styles.heading}>{AI_TEXT.understoodHeading}</div>
            <ul className={styles.list}>
              {explanation.understood.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
        <div className={styles.heading}>{AI_TEXT.missingHeading}</div>
        <ul className={styles.list}>
          {explanation.missing.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {explanation.notes.map((note) => (
          <div key={note}>{note}</div>
        ))}
      </MessageBarBody>
    </MessageBar>
  );
}

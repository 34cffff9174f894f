import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { LinkList } from '../../components/LinkList';
import { Screen } from '../../components/Screen';
import type { HelpPage, HelpSection } from './content';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  text: { margin: 0, maxWidth: '70ch' },
  steps: {
    margin: 0,
    paddingLeft: '1.5em',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxWidth: '70ch',
  },
});

function Section({ section }: { section: HelpSection }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {section.heading}
      </Subtitle2>
      {section.steps ? (
        <ol className={styles.steps}>
          {section.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : null}
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className={styles.text}>
          {paragraph}
        </p>
      ))}
      {section.links ? <LinkList label={`${section.heading}: links`} items={section.links} /> : null}
    </section>
  );
}

/** A help page: its summary, then its sections of steps and text. */
export function helpScreen(page: HelpPage) {
  const HelpScreen = () => (
    <Screen description={page.summary}>
      {page.sections.map((section) => (
        <Section key={section.heading} section={section} />
      ))}
    </Screen>
  );
  return HelpScreen;
}

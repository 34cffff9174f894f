import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons/svg/checkmark-circle';
import { CircleRegular } from '@fluentui/react-icons/svg/circle';
import { useId } from 'react';
import type { ApiPathName } from '@wharf/contract/paths.ts';
import { onlyWhoMaySentence, useCompanyName, useMayCheck } from '../../auth';
import { AppLink } from '../../components/AppLink';
import { ADD_CONNECTION_HREF, CONNECTIONS_HREF, TABLES_HREF, importStartHref } from '../../routes/hrefs';
import { useOnboardingProgress, type OnboardingStep } from './useOnboardingProgress';

const useStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  step: { listStyleType: 'none', display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  done: { color: tokens.colorPaletteGreenForeground1, flexShrink: 0, fontSize: '20px' },
  todo: { color: tokens.colorNeutralForeground3, flexShrink: 0, fontSize: '20px' },
  text: { display: 'flex', flexDirection: 'column' },
  doneText: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

interface StepText {
  title: string;
  action: string;
  to: string;
  /** The call the action leads to, and what it does in words for those whose role may not make it. */
  call: ApiPathName;
  doing: string;
}

const STEP_TEXT: Readonly<Record<OnboardingStep['key'], StepText>> = {
  connect: {
    title: 'Connect a source system',
    action: 'Add a connection with its API keys',
    to: ADD_CONNECTION_HREF,
    call: 'signupConnections',
    doing: 'add connections',
  },
  import: {
    title: 'Run the first import',
    action: 'Start an import',
    to: importStartHref(),
    call: 'etlStart',
    doing: 'start imports',
  },
  table: {
    title: 'Land your first table in Excel',
    action: 'Design a table',
    to: TABLES_HREF,
    call: 'clientQuery',
    doing: 'design tables',
  },
};
/** The connect step's action when the connection exists but was made with "Enter the API keys later". */
const ENTER_KEYS = {
  action: 'Enter the API keys of your connection',
  to: CONNECTIONS_HREF,
  call: 'signupConnectionKeys',
  doing: 'enter API keys',
} as const;

/**
 * Connect → first import → first table in Excel, ticked from what has really happened; gone once all are done. It is
 * the company's setup, so only those who may set it up (owners and admins, who may add connections) see it: a member
 * who joined with an invite is not handed the owner's list.
 */
export function OnboardingChecklist() {
  const styles = useStyles();
  const headingId = useId();
  const progress = useOnboardingProgress();
  const may = useMayCheck();
  const companyName = useCompanyName();
  if (!progress.known || progress.finished || !may('signupConnections')) return null;
  const doneCount = progress.steps.filter((step) => step.done).length;
  return (
    <section className={styles.block} aria-labelledby={headingId} data-testid="onboarding-checklist">
      <Subtitle2 as="h2" id={headingId}>
        Getting set up: {doneCount} of {progress.steps.length} done
      </Subtitle2>
      <ol className={styles.list}>
        {progress.steps.map((step) => {
          const text =
            step.key === 'connect' && progress.awaitingKeys
              ? { ...STEP_TEXT.connect, ...ENTER_KEYS }
              : STEP_TEXT[step.key];
          return (
            <li key={step.key} className={styles.step} data-step={step.key} data-done={step.done}>
              {step.done ? (
                <CheckmarkCircleFilled className={styles.done} aria-hidden />
              ) : (
                <CircleRegular className={styles.todo} aria-hidden />
              )}
              <span className={styles.text}>
                <span>{text.title}</span>
                {step.done ? (
                  <span className={styles.doneText}>Done</span>
                ) : may(text.call) ? (
                  <AppLink to={text.to}>{text.action}</AppLink>
                ) : (
                  <span>{onlyWhoMaySentence(text.call, text.doing, companyName)}</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

import { Body1Strong, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { daysText, formatDay, formatMoney, formatPeriod } from './format';
import { QueryProblem } from './QueryProblem';
import { useInvoicePreview, useRunningTrial } from './useBilling';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  lines: {
    margin: 0,
    paddingLeft: '1.25em',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  line: { overflowWrap: 'anywhere' },
});

/**
 * The next invoice as it stands: its period, a line per billed connection and the total — and, while the instance's
 * free trial runs, the trial with its end date, which is why a period inside it bills nothing.
 */
export function NextInvoice() {
  const styles = useStyles();
  const headingId = useId();
  const preview = useInvoicePreview();
  const trial = useRunningTrial();
  // The trial reaches into the previewed period: an empty preview is the trial's, and says so.
  const trialCoversPeriod =
    trial !== null && preview.data !== undefined && trial.trialEnd.slice(0, 10) >= preview.data.periodStart;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Next invoice
      </Subtitle2>
      {preview.isPending ? <Spinner size="small" label="Loading the next invoice…" /> : null}
      {preview.error ? (
        <QueryProblem message={preview.error.message} onRetry={() => void preview.refetch()} />
      ) : null}
      {trial ? (
        <p data-testid="trial-note">
          Your free trial of {trial.planName} runs until {formatDay(trial.trialEnd)} (
          {daysText(trial.daysLeft)} left). Nothing is billed for it; billing starts when it ends.
        </p>
      ) : null}
      {preview.data ? (
        <>
          <p>For {formatPeriod(preview.data.periodStart, preview.data.periodEnd)}.</p>
          {preview.data.lines.length === 0 && trialCoversPeriod && trial ? (
            <p>Nothing to bill for this period: your free trial ends on {formatDay(trial.trialEnd)}.</p>
          ) : preview.data.lines.length === 0 ? (
            <p>Nothing to bill: no connection is on a paid plan for that period.</p>
          ) : (
            <ul className={styles.lines} aria-label="Next invoice lines">
              {preview.data.lines.map((line, index) => (
                <li key={`${line.connectionId ?? 'line'}-${index}`} className={styles.line}>
                  {line.description}: {formatMoney(line.amount, preview.data.currency)}
                </li>
              ))}
            </ul>
          )}
          <Body1Strong>Total {formatMoney(preview.data.total, preview.data.currency)}</Body1Strong>
        </>
      ) : null}
    </section>
  );
}

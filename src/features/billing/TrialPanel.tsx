import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { TRIAL_DAYS } from '@wharf/contract';
import { onlyWhoMaySentence, useCompanyName, useMay } from '../../auth';
import { FactList } from '../../components/FactList';
import { daysText, formatDay, formatMoney } from './format';
import { QueryProblem } from './QueryProblem';
import { usePlanList, useTrialAccept, useTrialStatus } from './useBilling';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxWidth: '28em',
    // A percentage width lets the select shrink below its longest plan's text in a 320 px pane.
    '& select': { width: '100%' },
  },
});

export const TRIAL_END_TEXT =
  "When the trial ends, the instance stays on the trial's plan and its connections are billed from the next " +
  'invoice. To stop, terminate a connection or change its plan under Billing before the trial ends.';

function StartTrial({ instanceId, initialPlanId }: { instanceId: number; initialPlanId: string | null }) {
  const styles = useStyles();
  const { plans, isPending, error, refetch } = usePlanList();
  const accept = useTrialAccept();
  const [chosen, setPlanId] = useState<string | null>(null);
  // The plan chosen before (on /signup) until the person picks another; only a plan still on offer.
  const planId =
    chosen ?? plans.find((plan) => plan.stripeProductId === initialPlanId)?.stripeProductId ?? '';
  if (error) return <QueryProblem message={error.message} onRetry={refetch} />;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        accept.mutate({ instanceId, stripeProductId: planId });
      }}
    >
      <p>
        Try a plan free for {TRIAL_DAYS} days. Each instance has one trial, and it starts as soon as you
        accept it.
      </p>
      {/* The price's unit is said once, beside the list: an option as long as "Growth — $79.00 a month per
          connection" was cut off by the closed select in a 320 px pane. */}
      <Field label="Plan to try" required hint="Prices are a month per connection.">
        <Select value={planId} onChange={(_, data) => setPlanId(data.value)}>
          <option value="" disabled>
            {isPending ? 'Loading plans…' : 'Choose a plan'}
          </option>
          {plans.map((plan) => (
            <option key={plan.stripeProductId} value={plan.stripeProductId}>
              {`${plan.name} — ${formatMoney(plan.monthlyPricePerConnection, plan.currency)}`}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" appearance="primary" disabled={planId === '' || accept.isPending}>
        {accept.isPending ? 'Starting…' : `Start the ${TRIAL_DAYS}-day trial`}
      </Button>
      {accept.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{accept.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
    </form>
  );
}

/**
 * The instance's trial: how long is left and what its end means, or the offer to start it (with `initialPlanId`
 * preselected when it is one of the plans).
 */
export function TrialPanel({
  instanceId,
  initialPlanId = null,
}: {
  instanceId: number;
  initialPlanId?: string | null;
}) {
  const styles = useStyles();
  const status = useTrialStatus(instanceId);
  const mayAccept = useMay('trialAccept');
  const companyName = useCompanyName();
  if (status.isPending) return <Spinner size="small" label="Loading the trial…" />;
  if (status.error)
    return <QueryProblem message={status.error.message} onRetry={() => void status.refetch()} />;
  const { trial, canAccept } = status.data;
  if (!trial) {
    return (
      <div className={styles.panel}>
        <p role="status">This instance has not started its trial.</p>
        {canAccept && mayAccept ? (
          <StartTrial instanceId={instanceId} initialPlanId={initialPlanId} />
        ) : (
          <p>{onlyWhoMaySentence('trialAccept', 'start its trial', companyName)}</p>
        )}
        <p>{TRIAL_END_TEXT}</p>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <p role="status">
        {trial.ended
          ? `Your trial of ${trial.planName} ended on ${formatDay(trial.trialEnd)}.`
          : `Your trial of ${trial.planName}: ${daysText(trial.daysLeft)} left.`}
      </p>
      <FactList
        facts={[
          ['Plan', trial.planName],
          ['Started', formatDay(trial.trialStart)],
          [trial.ended ? 'Ended' : 'Ends', formatDay(trial.trialEnd)],
        ]}
      />
      <p>{TRIAL_END_TEXT}</p>
    </div>
  );
}

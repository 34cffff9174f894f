import {
  Button,
  Card,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import type { InstanceConnection } from '@wharf/contract';
import { useMay } from '../../auth';
import { ConnectionStatusBadge } from '../../components/ConnectionStatusBadge';
import { allowedActions } from '../../components/connectionStatus';
import { formatMoney } from './format';
import { QueryProblem } from './QueryProblem';
import { useInstanceConnections, usePlanChange, usePlanList } from './useBilling';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  name: { margin: 0, overflowWrap: 'anywhere' },
  change: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  field: { flexGrow: 1, minWidth: '10em', '& select': { width: '100%' } },
});

type Plan = ReturnType<typeof usePlanList>['plans'][number];

/** One connection's plan and, where its status allows, a change of plan; a refused change keeps the choice. */
function ConnectionPlan({ connection, plans }: { connection: InstanceConnection; plans: readonly Plan[] }) {
  const styles = useStyles();
  const change = usePlanChange();
  const [planId, setPlanId] = useState(connection.stripeProductId ?? '');
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const current = plans.find((plan) => plan.stripeProductId === connection.stripeProductId);
  const mayChange = useMay('instanceConnectionProduct');
  const changeable = allowedActions(connection.status).includes('changePlan');
  const planName = (id: string) => plans.find((plan) => plan.stripeProductId === id)?.name ?? id;
  return (
    <Card aria-label={connection.name}>
      <div className={styles.header}>
        <Subtitle2 as="h3" className={styles.name}>
          {connection.name}
        </Subtitle2>
        <ConnectionStatusBadge status={connection.status} />
      </div>
      <p>
        Plan:{' '}
        {current
          ? `${current.name}, ${formatMoney(current.monthlyPricePerConnection, current.currency)} a month`
          : (connection.stripeProductId ?? 'None')}
      </p>
      {!mayChange ? null : changeable ? (
        <form
          className={styles.change}
          onSubmit={(event) => {
            event.preventDefault();
            setChangedTo(null);
            change.mutate(
              { instanceId: connection.instanceId, connectionId: connection.id, stripeProductId: planId },
              { onSuccess: () => setChangedTo(planName(planId)) },
            );
          }}
        >
          <Field label={`Plan of ${connection.name}`} className={styles.field}>
            <Select value={planId} onChange={(_, data) => setPlanId(data.value)}>
              <option value="" disabled>
                Choose a plan
              </option>
              {plans.map((plan) => (
                <option key={plan.stripeProductId} value={plan.stripeProductId}>
                  {`${plan.name} — ${formatMoney(plan.monthlyPricePerConnection, plan.currency)} a month`}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            type="submit"
            appearance="primary"
            disabled={planId === '' || planId === connection.stripeProductId || change.isPending}
          >
            {change.isPending ? 'Changing…' : 'Change plan'}
          </Button>
        </form>
      ) : (
        <p>Its plan cannot change while it is {connection.status.toLowerCase().replace('_', ' ')}.</p>
      )}
      <div role="status">{changedTo ? `Plan changed to ${changedTo}.` : null}</div>
      {change.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{change.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
    </Card>
  );
}

/** Each connection's plan (its Stripe product) and changing it. */
export function ConnectionPlans() {
  const styles = useStyles();
  const headingId = useId();
  const connections = useInstanceConnections();
  const { plans, isPending: plansPending, error: plansError, refetch: refetchPlans } = usePlanList();
  const listed = connections.data?.instanceConnections.filter((c) => c.status !== 'DELETED') ?? [];
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Plans
      </Subtitle2>
      {connections.isPending || plansPending ? <Spinner size="small" label="Loading plans…" /> : null}
      {connections.error ? (
        <QueryProblem message={connections.error.message} onRetry={() => void connections.refetch()} />
      ) : null}
      {plansError ? <QueryProblem message={plansError.message} onRetry={refetchPlans} /> : null}
      {connections.data && listed.length === 0 ? <p>No connections yet: nothing is on a plan.</p> : null}
      {connections.data && !plansPending && listed.length > 0 ? (
        <ul className={styles.list} aria-labelledby={headingId}>
          {listed.map((connection) => (
            <li key={connection.id}>
              <ConnectionPlan connection={connection} plans={plans} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

import { makeStyles, Radio, RadioGroup, Spinner, tokens } from '@fluentui/react-components';
import type { z } from 'zod';
import { TRIAL_DAYS, type planSchema } from '@wharf/contract';

type Plan = z.infer<typeof planSchema>;

const useStyles = makeStyles({
  includes: { color: tokens.colorNeutralForeground2, margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

/** A plan's price as the person will be billed it, e.g. "NZ$49.00". */
export function formatPrice(amount: number, currency: string): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(
    amount,
  );
}

/** The plans of /api/signup/plan, cheapest first: what each costs, and what every plan includes. */
export function PlanChooser({
  plans,
  pending,
  failed,
  value,
  onChange,
  labelId,
}: {
  plans: readonly Plan[];
  pending: boolean;
  failed: boolean;
  value: string | null;
  onChange: (planId: string) => void;
  labelId: string;
}) {
  const styles = useStyles();
  if (pending) return <Spinner size="tiny" label="Loading the plans…" />;
  if (failed) return <p role="alert">The plans could not be loaded. Reload the page to try again.</p>;
  return (
    <>
      <RadioGroup aria-labelledby={labelId} value={value ?? ''} onChange={(_, data) => onChange(data.value)}>
        {plans.map((plan) => (
          <Radio
            key={plan.stripeProductId}
            value={plan.stripeProductId}
            label={`${plan.name}: ${formatPrice(plan.monthlyPricePerConnection, plan.currency)} per connection a month`}
          />
        ))}
      </RadioGroup>
      <p className={styles.includes}>
        Every plan includes imports from your source systems into your own warehouse, tables designed and
        landed in Excel, the shared library and your whole team. You pay for each active connection; a{' '}
        {TRIAL_DAYS}-day trial costs nothing.
      </p>
    </>
  );
}

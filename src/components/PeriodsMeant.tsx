import { Caption1 } from '@fluentui/react-components';
import type { AnsweredPeriod } from '@wharf/contract';
import { periodMeantText } from './periodText';

/** Beside a preview: which days each relative period of the design meant in this answer. */
export function PeriodsMeant({ periods }: { periods: readonly AnsweredPeriod[] | undefined }) {
  if (!periods?.length) return null;
  return <Caption1 role="note">{periods.map((period) => periodMeantText(period)).join(' · ')}</Caption1>;
}

import { Caption1 } from '@fluentui/react-components';

/**
 * Under a result grouped by period: the groups that hold only part of their period, one column's in each text
 * ("Order Date (month): Aug 2026 (29–31 only), Nov 2026 (1–28 only)"; components/partPeriods.ts).
 */
export function PartPeriodsNote({ texts }: { texts: readonly string[] | undefined }) {
  if (!texts?.length) return null;
  return <Caption1 role="note">Part periods: {texts.join(' · ')}</Caption1>;
}

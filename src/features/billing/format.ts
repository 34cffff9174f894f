/** How the billing screens write money, days and billing periods. */

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** An amount in major units in its currency ("$79.00"); an unknown currency code is written after the number. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(
      amount,
    );
  } catch {
    return `${amount.toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** A YYYY-MM-DD day or an ISO timestamp as the user's locale writes the day; "—" when it cannot be read. */
export function formatDay(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? '—' : DAY.format(date);
}

export const formatPeriod = (start: string, end: string): string => `${formatDay(start)} – ${formatDay(end)}`;

export const daysText = (days: number): string => (days === 1 ? '1 day' : `${days} days`);

export const INVOICE_STATUS_TEXT = {
  draft: 'Draft',
  open: 'Due',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Uncollectible',
} as const;

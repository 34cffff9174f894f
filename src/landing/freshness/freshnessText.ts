/** How the screens word freshness: one place for the texts the tests and screens share. */
export const OUT_OF_DATE = 'Out of date';
export const REFRESH_ALL_OUT_OF_DATE = 'Refresh all out of date';

export function outOfDateSummary(names: readonly string[]): string {
  const count = names.length;
  return `${count} table${count === 1 ? ' is' : 's are'} out of date: the warehouse has newer data than ${
    count === 1 ? 'it holds' : 'they hold'
  } (${names.join(', ')}).`;
}

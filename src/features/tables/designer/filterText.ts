/** How a filter reads in the designer. */
import { FILTER_ARITY, parsePeriodValues, periodPhrase, type FilterOp } from '@wharf/contract';
import type { DwColumn } from '../../../design/catalogue';

export const OP_LABELS: Readonly<Record<FilterOp, string>> = {
  in: 'is one of',
  notIn: 'is none of',
  eq: 'equals',
  neq: 'does not equal',
  contains: 'contains',
  startsWith: 'starts with',
  between: 'is between',
  gt: 'is greater than',
  gte: 'is at least',
  lt: 'is less than',
  lte: 'is at most',
  isNull: 'is empty',
  notNull: 'is not empty',
  inPeriod: 'is in',
  beforePeriod: 'is empty or before',
};

const TEXT_OPS: readonly FilterOp[] = [
  'in',
  'notIn',
  'eq',
  'neq',
  'contains',
  'startsWith',
  'isNull',
  'notNull',
];
const ORDERED_OPS: readonly FilterOp[] = [
  'in',
  'notIn',
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'between',
  'isNull',
  'notNull',
];

/** The operators that suit a column and take this many values. */
export function operatorsFor(column: DwColumn | undefined, valueCount: number): FilterOp[] {
  const ops = column?.dataType === 'text' || !column ? TEXT_OPS : ORDERED_OPS;
  return ops.filter((op) => {
    const [min, max] = FILTER_ARITY[op];
    return valueCount >= min && valueCount <= max;
  });
}

/** "Branch is one of Auckland, Wellington". */
export function describeFilter(label: string, op: FilterOp, values: readonly (string | number)[]): string {
  if (op === 'inPeriod' || op === 'beforePeriod') {
    // "Order Date is in last month": the period as words; the answer says which days it meant.
    const read = parsePeriodValues(values);
    if (read.ok)
      return op === 'inPeriod'
        ? `${label} is ${periodPhrase(read.spec)}`
        : `${label} ${OP_LABELS[op]} ${periodPhrase(read.spec).replace(/^in /, '')}`;
  }
  // A number reads with its separators ("5,000"), as everywhere a person reads one.
  const word = (value: string | number) => (typeof value === 'number' ? value.toLocaleString() : value);
  const shown =
    values.length > 5 ? [...values.slice(0, 5).map(word), `${values.length - 5} more`] : values.map(word);
  const joiner = op === 'between' ? ' and ' : ', ';
  return `${label} ${OP_LABELS[op]}${shown.length > 0 ? ` ${shown.join(joiner)}` : ''}`;
}

/** Typed values as the column's type wants them: numbers for numeric columns. */
export function parseTypedValues(text: string, column: DwColumn | undefined): (string | number)[] {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (column && (column.dataType === 'integer' || column.dataType === 'numeric')) {
    return parts.map(Number).filter((value) => Number.isFinite(value));
  }
  return parts;
}

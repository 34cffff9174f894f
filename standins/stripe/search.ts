/**
 * Stripe's search query language, the part Wharf uses: `metadata['key']:'value'` and `email:'value'` clauses
 * joined with AND. Anything else is refused the way Stripe refuses a query it cannot parse.
 */
import type { Customer } from './objects.ts';
import { invalidRequest } from './store.ts';

type Clause = (customer: Customer) => boolean;

const CLAUSE = /^(?:metadata\['([^']+)'\]|(email|name)):'([^']*)'$/;

function clauseOf(source: string): Clause {
  const match = CLAUSE.exec(source.trim());
  if (!match) throw invalidRequest(`Invalid search query: ${source.trim()}`, 'query');
  const [, metadataKey, field, value] = match;
  if (metadataKey) return (customer) => customer.metadata[metadataKey] === value;
  return (customer) => (field === 'email' ? customer.email : customer.name) === value;
}

export function customerQuery(query: string | null): Clause {
  if (!query) throw invalidRequest('Missing required param: query.', 'query');
  const clauses = query.split(/\s+AND\s+/).map(clauseOf);
  return (customer) => clauses.every((clause) => clause(customer));
}

/** The Cin7 Omni connector: its configuration, its entities and sessions over its REST API v1 client. */
import { sourceAccount, type BudgetStore, type RateLimits } from '../../calls/rateBudget.ts';
import type { RetryPolicy } from '../../calls/retry.ts';
import type { Connector } from '../connector.ts';
import { CIN7_OMNI_NAME, Cin7OmniClient } from './client.ts';
import { CIN7_ENTITIES, type Cin7Entity } from './entities.ts';

export interface Cin7OmniConfig {
  baseUrl: string;
  limits: RateLimits | null;
  retry: RetryPolicy;
  timeoutMs: number;
}

/**
 * Cin7 Omni refuses a wrong API username or connection key, and an API connection that is switched off, with one
 * sentence ("Authorization has been denied for this request."): the advice names every place to look.
 */
export function cin7RefusedKeysAdvice(answer: string): string {
  return (
    `${CIN7_OMNI_NAME} did not accept this API username and key (it answered “${answer}”). Check both in ` +
    `${CIN7_OMNI_NAME} under Settings → Integrations & API, where the API connection shows its username and ` +
    `connection key, and that the account has API access switched on.`
  );
}

function entityOf(key: string): Cin7Entity {
  const entity = CIN7_ENTITIES.find((candidate) => candidate.key === key);
  if (!entity) throw new Error(`${CIN7_OMNI_NAME} has no entity ${key}`);
  return entity;
}

export function cin7OmniConnector(config: Cin7OmniConfig, budgets: BudgetStore | undefined): Connector {
  const accountOf = (clientId: string) => sourceAccount('cin7Omni', config.baseUrl, clientId);
  return {
    code: 'cin7Omni',
    name: CIN7_OMNI_NAME,
    clientIdLabel: 'API username',
    secretLabel: 'API connection key',
    entities: CIN7_ENTITIES,
    dailyCallLimit: config.limits?.perDay ?? null,
    accountOf,
    forbiddenAdvice: (entityName, answer) =>
      `${CIN7_OMNI_NAME} refused ${entityName} (403: ${answer}): switch on API access to ${entityName} in ` +
      `${CIN7_OMNI_NAME} under Settings > Integrations & API > API v1 > Permissions (Read), then import again.`,
    refusedKeysAdvice: cin7RefusedKeysAdvice,
    open(credentials, options) {
      const client = new Cin7OmniClient({
        baseUrl: config.baseUrl,
        username: credentials.clientId,
        key: credentials.secret,
        limits: config.limits,
        budget:
          config.limits && budgets
            ? budgets.budget(accountOf(credentials.clientId), config.limits, CIN7_OMNI_NAME)
            : undefined,
        retry: config.retry,
        timeoutMs: config.timeoutMs,
        signal: options.signal,
        onRetry: options.onRetry,
      });
      return {
        check: () => client.check(),
        pages(entityKey, since) {
          const entity = entityOf(entityKey);
          return client.pages(entity.resource, {
            filterField: entity.filterField,
            since,
            fields: entity.fields,
          });
        },
        keys(entityKey) {
          const entity = entityOf(entityKey);
          return client.pages(entity.resource, {
            filterField: entity.filterField,
            since: null,
            fields: entity.keyFields ?? ['id'],
          });
        },
      };
    },
  };
}

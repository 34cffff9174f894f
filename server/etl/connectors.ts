/**
 * The connectors Wharf has, by source system code (app.source_systems.code), and their configuration (DESIGN:
 * "Configuration, not test switches"): the base URL of each source system's API and the limits the client keeps.
 * Local stand-ins (the simulator) are just other URLs.
 */
import { DEFAULT_CIN7_OMNI_BASE_URL, type Cin7OmniSettings } from '../config/api.ts';
import { CIN7_ENTITIES } from './cin7Omni/entities.ts';
import {
  CIN7_PUBLISHED_LIMITS,
  Cin7OmniClient,
  DEFAULT_RETRY,
  type RateLimits,
  type RetryNotice,
  type RetryPolicy,
} from './cin7Omni/client.ts';
import type { LandedTable, SourceRecord } from './landedTables.ts';
import { sourceAccount, type BudgetStore } from './rateBudget.ts';

export interface ConnectorEntity {
  key: string;
  name: string;
  description: string;
  /** Older scope names that mean this entity. */
  aliases: readonly string[];
  tables: readonly LandedTable[];
}

export interface Credentials {
  clientId: string;
  secret: string;
}

export interface SourceSession {
  /** A tiny authenticated call; throws SourceError with the source's message when the credentials are wrong. */
  check(): Promise<void>;
  /** Every page of records of one entity, only those modified after `since` when it is given. */
  pages(entityKey: string, since: Date | null): AsyncIterable<SourceRecord[]>;
}

export interface Connector {
  code: string;
  clientIdLabel: string;
  secretLabel: string;
  entities: readonly ConnectorEntity[];
  /** The source's calls a day for one account (its published limit), or null when none is kept. */
  dailyCallLimit: number | null;
  /** The budget key of the account these credentials call as (the API username). */
  accountOf(clientId: string): string;
  open(
    credentials: Credentials,
    options: { signal?: AbortSignal; onRetry?: (notice: RetryNotice) => void },
  ): SourceSession;
}

export interface Cin7OmniConfig {
  baseUrl: string;
  limits: RateLimits | null;
  retry: RetryPolicy;
  timeoutMs: number;
}

export interface ConnectorConfig {
  cin7Omni: Cin7OmniConfig;
  /** Call budgets shared through the database by every process; without it each process keeps its own. */
  budgets?: BudgetStore;
}

const DEFAULT_SOURCE_TIMEOUT_MS = 120_000;

/**
 * The connectors' settings from the API's configuration (server/config/api.ts checks CIN7_OMNI_BASE_URL,
 * CIN7_OMNI_RATE_LIMIT, CIN7_OMNI_RETRY_BASE_MS and CIN7_OMNI_TIMEOUT_MS); what is not given keeps the published
 * limits, DEFAULT_RETRY and a two-minute timeout.
 */
export function connectorConfigFor(settings: Partial<Cin7OmniSettings> = {}): ConnectorConfig {
  const { rateLimit } = settings;
  return {
    cin7Omni: {
      baseUrl: settings.baseUrl ?? DEFAULT_CIN7_OMNI_BASE_URL,
      limits: rateLimit === 'off' ? null : { ...CIN7_PUBLISHED_LIMITS, ...rateLimit },
      retry: { ...DEFAULT_RETRY, baseDelayMs: settings.retryBaseMs ?? DEFAULT_RETRY.baseDelayMs },
      timeoutMs: settings.timeoutMs ?? DEFAULT_SOURCE_TIMEOUT_MS,
    },
  };
}

function cin7OmniConnector(config: Cin7OmniConfig, budgets: BudgetStore | undefined): Connector {
  const accountOf = (clientId: string) => sourceAccount('cin7Omni', config.baseUrl, clientId);
  return {
    code: 'cin7Omni',
    clientIdLabel: 'API username',
    secretLabel: 'API connection key',
    entities: CIN7_ENTITIES,
    dailyCallLimit: config.limits?.perDay ?? null,
    accountOf,
    open(credentials, options) {
      const client = new Cin7OmniClient({
        baseUrl: config.baseUrl,
        username: credentials.clientId,
        key: credentials.secret,
        limits: config.limits,
        budget:
          config.limits && budgets
            ? budgets.budget(accountOf(credentials.clientId), config.limits)
            : undefined,
        retry: config.retry,
        timeoutMs: config.timeoutMs,
        signal: options.signal,
        onRetry: options.onRetry,
      });
      return {
        check: () => client.check(),
        pages(entityKey, since) {
          const entity = CIN7_ENTITIES.find((candidate) => candidate.key === entityKey);
          if (!entity) throw new Error(`Cin7 Omni has no entity ${entityKey}`);
          return client.pages(entity.resource, { modifiedField: entity.modifiedField, since });
        },
      };
    },
  };
}

/** The connector of a source system, or null for one Wharf cannot land from yet. */
export function connectorFor(code: string, config: ConnectorConfig): Connector | null {
  if (code === 'cin7Omni') return cin7OmniConnector(config.cin7Omni, config.budgets);
  return null;
}

/**
 * The entity keys a list of scope names means (a scope is an entity's key, an older alias or one of its landed
 * tables' names, which a full re-sync of one warehouse table sends); unknown names are returned apart.
 */
export function resolveScopes(
  connector: Connector,
  scopes: readonly string[],
): { keys: string[]; unknown: string[] } {
  const keys = new Set<string>();
  const unknown: string[] = [];
  for (const scope of scopes) {
    const entity = connector.entities.find(
      (e) => e.key === scope || e.aliases.includes(scope) || e.tables.some((table) => table.name === scope),
    );
    if (entity) keys.add(entity.key);
    else unknown.push(scope);
  }
  // In the connector's order, which lands what others refer to first.
  return { keys: connector.entities.filter((e) => keys.has(e.key)).map((e) => e.key), unknown };
}

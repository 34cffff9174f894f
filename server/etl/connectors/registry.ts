/**
 * The connectors Wharf has, by source system code (app.source_systems.code), and their configuration (DESIGN:
 * "Configuration, not test switches"): the base URL of each source system's API and the limits the client keeps.
 * Local stand-ins (the simulator) are just other URLs.
 */
import { DEFAULT_CIN7_OMNI_BASE_URL, type Cin7OmniSettings } from '../../config/api.ts';
import type { BudgetStore } from '../calls/rateBudget.ts';
import { DEFAULT_RETRY } from '../calls/retry.ts';
import { CIN7_PUBLISHED_LIMITS } from './cin7Omni/client.ts';
import { cin7OmniConnector, type Cin7OmniConfig } from './cin7Omni/connector.ts';
import type { Connector } from './connector.ts';

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

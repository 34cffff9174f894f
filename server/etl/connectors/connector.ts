/**
 * What a connector is to the import runner and the API: its display name, the labels of its credentials, the
 * entities it lands (each with its tables and the record field it is watermarked by) and a session that pages
 * records. Nothing here knows a particular source.
 */
import type { RetryNotice } from '../calls/retry.ts';
import type { LandedTable, SourceRecord } from './landedTables.ts';

export interface ConnectorEntity {
  key: string;
  name: string;
  description: string;
  /** Older scope names that mean this entity. */
  aliases: readonly string[];
  /** The record's field of when it last changed: the entity's watermark is the newest one landed. */
  modifiedField: string;
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
  /** Every record of one entity with only the fields that key it (a delete sweep), by id. */
  keys(entityKey: string): AsyncIterable<SourceRecord[]>;
}

export interface Connector {
  code: string;
  /** The source's name as people know it ("Cin7 Omni"): in messages about its answers and its scopes. */
  name: string;
  clientIdLabel: string;
  secretLabel: string;
  entities: readonly ConnectorEntity[];
  /** The source's calls a day for one account (its published limit), or null when none is kept. */
  dailyCallLimit: number | null;
  /**
   * What to do when the source refused one entity with 403 (its API access switched off for this connection), in
   * the source's own words; the run lands the other entities meanwhile.
   */
  forbiddenAdvice(entityName: string, answer: string): string;
  /**
   * What to check when the source refused the credentials themselves (401), with its own words quoted: where its
   * screens show them and what the account needs (docs/connections.md).
   */
  refusedKeysAdvice(answer: string): string;
  /** The budget key of the account these credentials call as (the API username). */
  accountOf(clientId: string): string;
  open(
    credentials: Credentials,
    options: { signal?: AbortSignal; onRetry?: (notice: RetryNotice) => void },
  ): SourceSession;
}

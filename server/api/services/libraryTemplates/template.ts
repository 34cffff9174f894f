/** What a managed library item (source type "managed") is made from: a connector's ready-made design. */
import type { TableQuery } from '@wharf/contract';

export interface LibraryTemplate {
  /** Stable across releases: the item is found again by it and kept in step with the code. */
  key: string;
  title: string;
  description: string;
  /** The design, as /api/clientQuery runs it. */
  query: TableQuery;
}

/** A connector's templates, offered to every instance whose warehouse holds all of the connector's tables. */
export interface ConnectorTemplates {
  connector: string;
  tables: readonly string[];
  templates: readonly LibraryTemplate[];
}

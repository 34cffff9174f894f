/** What one measurement of the bench looks like; scripts/bench.ts runs a list of them. */
import type { Browser } from '@playwright/test';
import type { Figure } from './figures.ts';
import type { BenchPostgres } from './postgresServer.ts';

export interface BenchContext {
  browser: Browser;
  /** https://localhost:3200, serving outDir. */
  baseUrl: string;
  /** The production build being measured (dist-bench/). */
  outDir: string;
  /** The run's PostgreSQL server, started on first use (or why there is none). */
  postgres: BenchPostgres;
}

export interface MeasurementResult {
  figures: Figure[];
  /** Printed above the figures table: breakdowns that explain the figures. */
  notes: string[];
  /** Saved under details.<name> in bench-results/bench.json. */
  details: unknown;
}

export interface Measurement {
  name: string;
  run(context: BenchContext): Promise<MeasurementResult>;
}

/**
 * The PostgreSQL server the bench measures on, beside the embedded PGlite: BENCH_DATABASE_URL (else
 * TEST_DATABASE_URL, as .ci/run sets it), else a throwaway cluster on loopback started the way .ci/run starts one
 * (Debian's postgresql package: initdb and pg_ctl under /usr/lib/postgresql/<version>/bin, trust auth, data under
 * /tmp, run as the postgres user when the bench runs as root). Without either, the PostgreSQL figures are skipped and
 * the bench says why. Started once per bench run, on first use, and stopped at its end.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { freePort } from '../../server/testing/cluster/ports.ts';
import { printFigures } from './figures.ts';
import type { Measurement, MeasurementResult } from './measurement.ts';

const run = promisify(execFile);
const DEBIAN_POSTGRES = '/usr/lib/postgresql';

/** Where the PostgreSQL figures come from, or why there are none. */
export type PostgresSource =
  | { kind: 'url'; url: string; variable: 'BENCH_DATABASE_URL' | 'TEST_DATABASE_URL' }
  | { kind: 'throwaway'; bin: string; user: string | null }
  | { kind: 'skipped'; reason: string };

export interface MachineFacts {
  /** The newest Debian PostgreSQL bin directory holding initdb and pg_ctl, if any. */
  bin: string | undefined;
  /** initdb refuses root: a root bench runs the cluster as the postgres user, which must then exist. */
  isRoot: boolean;
  hasPostgresUser: boolean;
}

/** The choice, from the environment and what the machine has: a URL first, then a throwaway cluster, else why not. */
export function postgresSource(env: NodeJS.ProcessEnv, machine: MachineFacts): PostgresSource {
  for (const variable of ['BENCH_DATABASE_URL', 'TEST_DATABASE_URL'] as const) {
    const url = env[variable]?.trim();
    if (url) return { kind: 'url', url, variable };
  }
  if (!machine.bin) {
    return {
      kind: 'skipped',
      reason:
        `BENCH_DATABASE_URL is not set and no initdb under ${DEBIAN_POSTGRES}/*/bin ` +
        "(install Debian's postgresql package, or set BENCH_DATABASE_URL to a role that may CREATE DATABASE)",
    };
  }
  if (machine.isRoot && !machine.hasPostgresUser) {
    return {
      kind: 'skipped',
      reason: `running as root with no postgres user to run a throwaway cluster from ${machine.bin} (initdb refuses root)`,
    };
  }
  return { kind: 'throwaway', bin: machine.bin, user: machine.isRoot ? 'postgres' : null };
}

/** The line every PostgreSQL-less measurement prints. */
export const skippedLine = (what: string, reason: string): string => `${what}: PostgreSQL skipped: ${reason}`;

function newestBin(): string | undefined {
  if (!existsSync(DEBIAN_POSTGRES)) return undefined;
  const versions = readdirSync(DEBIAN_POSTGRES)
    .filter((version) => existsSync(join(DEBIAN_POSTGRES, version, 'bin', 'initdb')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const newest = versions.at(-1);
  return newest === undefined ? undefined : join(DEBIAN_POSTGRES, newest, 'bin');
}

async function postgresIds(): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

export interface RunningPostgres {
  /** A URL whose role may CREATE DATABASE. */
  adminUrl: string;
  /** Where it came from, for the notes: "BENCH_DATABASE_URL", "throwaway PostgreSQL 15 on 127.0.0.1:…". */
  origin: string;
  stop(): Promise<void>;
}

async function startThrowaway(bin: string, user: string | null): Promise<RunningPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'wharf-bench-pg-'));
  const ids = user ? await postgresIds() : undefined;
  if (ids) chownSync(dir, ids.uid, ids.gid);
  // As the postgres user, from /tmp: that user may not be allowed into the checkout.
  const as = (tool: string, args: string[]) =>
    user
      ? run('runuser', ['-u', user, '--', join(bin, tool), ...args], { cwd: tmpdir() })
      : run(join(bin, tool), args, { cwd: tmpdir() });
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    await as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
    await as('pg_ctl', [
      ...['-D', data, '-l', join(dir, 'server.log'), '-w'],
      ...['-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start'],
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const version = /\d+(\.\d+)+/.exec((await run(join(bin, 'postgres'), ['--version'])).stdout)?.[0] ?? '';
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    origin: `throwaway PostgreSQL ${version} on 127.0.0.1:${port}`,
    async stop() {
      await as('pg_ctl', ['-D', data, '-m', 'fast', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** PostgreSQL for one bench run: chosen and started on first use, stopped by stop(). */
export class BenchPostgres {
  private started: Promise<RunningPostgres | { skipped: string }> | undefined;

  /** The server, or why there is none. */
  server(): Promise<RunningPostgres | { skipped: string }> {
    this.started ??= this.start();
    return this.started;
  }

  private async start(): Promise<RunningPostgres | { skipped: string }> {
    const isRoot = process.getuid?.() === 0;
    const source = postgresSource(process.env, {
      bin: newestBin(),
      isRoot,
      hasPostgresUser: isRoot ? (await postgresIds()) !== undefined : false,
    });
    if (source.kind === 'skipped') return { skipped: source.reason };
    if (source.kind === 'url') {
      return { adminUrl: source.url, origin: source.variable, stop: () => Promise.resolve() };
    }
    console.log(`bench: starting a throwaway PostgreSQL from ${source.bin} on loopback…`);
    return startThrowaway(source.bin, source.user);
  }

  async stop(): Promise<void> {
    const server = await this.started?.catch(() => undefined);
    if (server && 'stop' in server) await server.stop();
  }
}

/**
 * pg's pool.end() resolves once its clients are told to end, before the server has seen them go; dropping the
 * database WITH (FORCE) at that moment makes the closing clients report a spurious termination error.
 */
async function waitForDisconnect(admin: Database, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const [row] = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (!row || row.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A new database on the server for one measurement (close its handles first); drop() removes it. */
export async function freshDatabase(
  adminUrl: string,
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `wharf_bench_${process.pid}_${label.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl });
  await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await waitForDisconnect(admin, name);
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** Runs `measure` on the run's PostgreSQL server; without one, no figures and the line saying why `what` was skipped. */
async function onPostgres(
  postgres: BenchPostgres,
  what: string,
  measure: (adminUrl: string) => Promise<MeasurementResult>,
): Promise<MeasurementResult> {
  const server = await postgres.server();
  if ('skipped' in server) {
    return { figures: [], notes: [skippedLine(what, server.skipped)], details: { skipped: server.skipped } };
  }
  return measure(server.adminUrl);
}

/** A measurement that runs only on a PostgreSQL server; `what` names it in the line saying it was skipped. */
export function postgresOnly(
  name: string,
  what: string,
  measure: (adminUrl: string) => Promise<MeasurementResult>,
): Measurement {
  return { name, run: (context) => onPostgres(context.postgres, what, measure) };
}

/**
 * When `moduleUrl` is the script run (`tsx scripts/bench/<file>.ts`), runs its PostgreSQL-only measurement on its own
 * server, started and stopped here, and prints its notes and figures. Does nothing when the bench imports the file.
 */
export function runWhenMain(
  moduleUrl: string,
  what: string,
  measure: (adminUrl: string) => Promise<MeasurementResult>,
): void {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const postgres = new BenchPostgres();
  onPostgres(postgres, what, measure)
    .finally(() => postgres.stop())
    .then((result) => {
      console.log(result.notes.join('\n'));
      printFigures(result.figures);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}

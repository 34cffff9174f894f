/**
 * Wharf's processes as separate operating-system processes, started the way `npm run api` and `npm run worker`
 * start them (node with tsx's loader), so the cluster test can kill one with SIGKILL as a crash or a lost machine
 * would and start it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export const API_ENTRY = 'server/api/main.ts';
export const WORKER_ENTRY = 'server/etl/main.ts';

export interface WharfProcess {
  readonly name: string;
  readonly pid: number;
  /** Everything it printed, for a failure message. */
  output(): string;
  /** Resolves when it has exited, with its exit code or signal. */
  readonly exited: Promise<string>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * Starts `entry` (with its command-line `args`) and `env`, and resolves once it printed `ready` (its start line);
 * rejects if it exits first.
 */
export function startProcess(
  name: string,
  entry: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 60_000,
  args: readonly string[] = [],
): Promise<WharfProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code ?? '?'}`));
  });
  const handle: WharfProcess = {
    name,
    pid: child.pid ?? -1,
    output: () => output,
    exited,
    kill: (signal) => {
      child.kill(signal);
    },
  };
  return new Promise<WharfProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const listen = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(handle);
      }
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${how}) before it was ready:\n${output}`));
    });
  });
}

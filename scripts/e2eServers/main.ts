/**
 * Starts the browser tests' servers side by side (Playwright starts a config's web servers one after another, so
 * the build would wait for the demo seed) and prints READY_LINE once each answers: playwright.config.ts waits for
 * that line. Outside CI a server that already answers is reused. A server that stops stops the run; stopping this
 * process (Playwright ends its process group) stops them all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { answers } from './answers.ts';
import { e2eServers, READY_LINE, type E2eServer } from './servers.ts';

const port = Number(process.env.WHARF_E2E_PORT ?? 3100);
const children: ChildProcess[] = [];

function stopAll(code: number): never {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

/** Prefixes each line the server writes with its name, on the stream it wrote to. */
function forward(name: string, from: NodeJS.ReadableStream | null, to: NodeJS.WriteStream): void {
  from?.on('data', (chunk: Buffer) => {
    const lines = chunk.toString().replace(/\n$/, '').split('\n');
    to.write(lines.map((line) => `[${name}] ${line}\n`).join(''));
  });
}

async function waitUntilAnswering(server: E2eServer): Promise<void> {
  while (!(await answers(server.url))) await new Promise((resolve) => setTimeout(resolve, 500));
}

async function start(server: E2eServer): Promise<void> {
  if (await answers(server.url)) {
    if (process.env.CI) throw new Error(`${server.url} (${server.name}) is already used.`);
    return;
  }
  const child = spawn(server.command, {
    shell: true,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  forward(server.name, child.stdout, process.stdout);
  forward(server.name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    console.error(`The ${server.name} stopped (${signal ?? `exit code ${code}`}).`);
    stopAll(1);
  });
  await waitUntilAnswering(server);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

Promise.all(e2eServers(port).map(start)).then(
  () => console.log(READY_LINE),
  (error: unknown) => {
    console.error(error);
    stopAll(1);
  },
);

/**
 * `npm test`'s static checks side by side: ESLint (type-aware, the longest) on one core while the type check and
 * the format check share the other, with the history check (no session or issue numbers in docs and comments) and
 * then the import cycle check (no file imports itself round through others) beside them, a few seconds each
 * (docs/testing.md). Each keeps its own output, printed whole when it ends; any failure fails all.
 */
import { spawn } from 'node:child_process';

const LANES: readonly (readonly string[])[] = [
  ['lint'],
  ['typecheck', 'format:check'],
  ['checks:history', 'checks:cycles'],
];

function runScript(script: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      process.stdout.write(`\n> ${script}: ${ok ? 'ok' : `failed (exit ${String(code)})`}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

async function runLane(scripts: readonly string[]): Promise<boolean> {
  for (const script of scripts) if (!(await runScript(script))) return false;
  return true;
}

const results = await Promise.all(LANES.map(runLane));
process.exit(results.every(Boolean) ? 0 : 1);

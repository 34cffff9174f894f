/**
 * `npm run checks:cycles`: no file ESLint lints imports itself round through others (importGraph.ts, importCycles.ts).
 * Prints each cycle as its chain of files and fails when there is one. It replaces ESLint's `import/no-cycle`, which
 * took about a third of ESLint's time for the same answer (docs/testing.md).
 */
import { fileURLToPath } from 'node:url';
import { cycleReport, importCycles } from './importCycles.ts';
import { importGraph, lintedFiles, shown } from './importGraph.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const files = lintedFiles(root);
const cycles = importCycles(importGraph(root, files));
for (const cycle of cycles) process.stdout.write(`${cycleReport(cycle, (file) => shown(root, file))}\n`);
if (cycles.length > 0) {
  process.stdout.write(
    `${cycles.length.toString()} import cycle(s) above: move what both sides need into a module of its own, or import it as a type.\n`,
  );
  process.exit(1);
}
process.stdout.write(`No import cycles among ${files.length.toString()} files.\n`);

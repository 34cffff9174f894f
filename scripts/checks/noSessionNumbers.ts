/**
 * `npm run checks`' history check: no doc (README.md, docs/**\/*.md) and no comment or test name in the code
 * (src, server, contract, scripts, standins, tests, and the root's configuration files) names a working session or an issue by its number, and no code
 * comment cites the specification by section
 * (historyNumbers.ts). Prints each mark as file:line and fails when there is one.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { historyHitsInMarkdown, historyHitsInSource, type HistoryHit } from './historyNumbers.ts';

const CODE_FOLDERS = ['src', 'server', 'contract', 'scripts', 'standins', 'tests'];
/** The check's own test names the marks it must find. */
const CHECK_TESTS = new Set(['scripts/checks/historyNumbers.test.ts']);

/** The files to check: tracked and new (not ignored) ones, so a page not yet committed is checked too. */
function filesToCheck(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  });
  return listed.split('\n').filter((file) => {
    if (file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md'))) return true;
    if (CHECK_TESTS.has(file)) return false;
    if (!/\.tsx?$/u.test(file)) return false;
    return !file.includes('/') || CODE_FOLDERS.some((folder) => file.startsWith(`${folder}/`));
  });
}

function hitsOf(file: string): HistoryHit[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return []; // Deleted in the work tree but still tracked.
  }
  return file.endsWith('.md') ? historyHitsInMarkdown(text) : historyHitsInSource(text, file);
}

let failing = 0;
for (const file of filesToCheck()) {
  for (const hit of hitsOf(file)) {
    failing += 1;
    process.stdout.write(`${file}:${hit.line.toString()}: "${hit.text}"\n`);
  }
}
if (failing > 0) {
  process.stdout.write(
    `${failing.toString()} session or issue number(s) or specification citation(s) above: say what is true now and cite docs/; the history is in git.\n`,
  );
  process.exit(1);
}

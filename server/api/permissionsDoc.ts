/**
 * docs/api.md's permission table, written from the one table the server enforces (contract/permissions.ts):
 * `npx tsx server/api/permissionsDoc.ts` rewrites it between the markers; permissionsDoc.test.ts fails when the doc
 * and the code disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PERMISSIONS, ruleAdmits, type CallRule, type Role } from '@wharf/contract/permissions.ts';
import { API_PATHS, type ApiPathName } from '@wharf/contract/paths.ts';

export const DOC_PATH = fileURLToPath(new URL('../../docs/api.md', import.meta.url));
export const BEGIN_MARKER = '<!-- permissions:begin (generated: npx tsx server/api/permissionsDoc.ts) -->';
export const END_MARKER = '<!-- permissions:end -->';

const COLUMNS: readonly { title: string; admits: (rule: CallRule) => boolean }[] = [
  ...(['owner', 'admin', 'member'] as const satisfies readonly Role[]).map((role) => ({
    title: role[0]?.toUpperCase() + role.slice(1),
    admits: (rule: CallRule) => ruleAdmits(rule, role),
  })),
  { title: 'Not a member', admits: (rule) => rule.who !== 'roles' },
  { title: 'No token', admits: (rule) => rule.who === 'anyone' },
];

function row(label: string, rule: CallRule, why: string): string {
  const cells = COLUMNS.map((column) => (column.admits(rule) ? 'yes' : 'no'));
  return `| ${[label, ...cells, why.replace(/\|/g, '\\|')].join(' | ')} |`;
}

/** The markdown table: one row per call in API_PATHS order, and one more per action of a call that has them. */
export function permissionsMarkdown(): string {
  const lines = [
    `| Call | ${COLUMNS.map((column) => column.title).join(' | ')} | Why |`,
    `| --- | ${COLUMNS.map(() => ':-:').join(' | ')} | --- |`,
  ];
  for (const call of Object.keys(API_PATHS) as ApiPathName[]) {
    const permission = PERMISSIONS[call];
    const path = `\`${API_PATHS[call]}\``;
    if (!permission.actions) {
      lines.push(row(path, permission.rule, permission.why));
      continue;
    }
    for (const [action, cell] of Object.entries(permission.actions)) {
      lines.push(row(`${path} (${action})`, cell.rule, cell.why));
    }
  }
  return lines.join('\n');
}

/** The doc with its table between the markers replaced by the generated one. */
export function withPermissionsTable(doc: string): string {
  const begin = doc.indexOf(BEGIN_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (begin < 0 || end < begin) throw new Error(`docs/api.md has no ${BEGIN_MARKER} … ${END_MARKER}`);
  return `${doc.slice(0, begin + BEGIN_MARKER.length)}\n\n${permissionsMarkdown()}\n\n${doc.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(DOC_PATH, withPermissionsTable(readFileSync(DOC_PATH, 'utf8')));
}

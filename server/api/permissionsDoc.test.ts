// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { DOC_PATH, permissionsMarkdown, withPermissionsTable } from './permissionsDoc.ts';

describe("docs/api.md's permission table", () => {
  it('is the table the server enforces (regenerate: npx tsx server/api/permissionsDoc.ts)', () => {
    const doc = readFileSync(DOC_PATH, 'utf8');
    expect(doc).toBe(withPermissionsTable(doc));
  });

  it('has a row for every call', () => {
    const table = permissionsMarkdown();
    for (const path of Object.values(API_PATHS)) expect(table).toContain(`| \`${path}\``);
  });
});

/**
 * What the designer's browser tests share: adding a column through the wizard, the demo user's saved library
 * items, the days since a day of the demo world, and a fake Excel Online whose workbook opens on a demo instance.
 */
import type { Page } from '@playwright/test';
import type { FakeOfficeOptions } from '../fixtures/fakeOffice';
import { callApiAsDemo, demoInstances } from './fixtures';

/** A saved library item as /api/userLibrary answers it (the fields the tests read). */
export interface LibraryItem {
  id: number;
  title: string;
  visibility: string;
  mine: boolean;
  definition: Record<string, unknown>;
}

/** The demo user's library items in the instance (by name), as the API answers them. */
export async function libraryItems(instanceName: string): Promise<LibraryItem[]> {
  return (await callApiAsDemo<{ items: LibraryItem[] }>('/api/userLibrary', instanceName)).items;
}

/** Adds a source column through the wizard's COLUMN and DEFINITION steps, with its summary function when given. */
export async function addColumn(page: Page, label: string, summarize?: string): Promise<void> {
  await page.getByRole('button', { name: 'Add column' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Source column' }).selectOption({ label });
  if (summarize) await page.getByRole('combobox', { name: /Summarize/ }).selectOption({ label: summarize });
  await page.getByRole('button', { name: 'Add column' }).click();
}

/**
 * Whole days from `firstDay` (YYYY-MM-DD, UTC: the demo instance's zone) to today: "the last N days" that start on
 * that day. The browser tests read the demo world as written (newest order 30 November 2025) on any day.
 */
export function daysSince(firstDay: string): number {
  const now = new Date();
  return Math.round(
    (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) -
      Date.parse(`${firstDay}T00:00:00Z`)) /
      86_400_000,
  );
}

/**
 * The `officeHost` fixture of a fake Excel Online at this ExcelApi version whose workbook opens with the demo
 * user's instance (by name) as its chosen instance: in Excel the chosen instance is a workbook setting.
 */
export function excelOnlineWith(instanceName: string, excelApi: string) {
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  return async ({}, use: (host: FakeOfficeOptions) => Promise<void>): Promise<void> => {
    const instance = (await demoInstances()).find((candidate) => candidate.name === instanceName);
    await use({
      host: 'Excel',
      platform: 'OfficeOnline',
      diagnostics: { version: '16.0.18025.20000', host: 'Excel', platform: 'OfficeOnline' },
      requirementSets: { ExcelApi: excelApi },
      settings: { 'wharf.instanceId': instance?.id ?? 0 },
      excel: {},
    });
  };
}

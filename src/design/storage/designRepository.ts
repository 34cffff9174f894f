/**
 * Where table designs live (docs/tables.md): in Excel, in the workbook's settings, so they travel with the file;
 * in the browser, in the user's library on the server (private items), so they also appear in the library.
 */
import { z } from 'zod';
import { API_PATHS, apiRequest } from '../../api';
import { readWorkbookSetting, writeWorkbookSetting, type HostMode } from '../../host';
import { clientState } from '../../store';
import { tableDesignSchema, type LastRefresh, type TableDesign } from '../tableDesign';
import { parseGlobalSettings, type TableGlobalSettings } from './globalSettings';
import { fromLibraryItem, toDefinition } from './libraryDefinition';

export interface DesignRepository {
  readonly mode: HostMode;
  list(): Promise<TableDesign[]>;
  get(id: number): Promise<TableDesign | null>;
  /** Saves the design; answers it with its id (a new one gets one). */
  save(design: TableDesign): Promise<TableDesign>;
  /**
   * Records a landing on the stored design, changing nothing else (unsaved edits stay unsaved). A design that is
   * not the user's own (another user's shared item) is left as it is.
   */
  recordRefresh(id: number, refresh: LastRefresh): Promise<void>;
  readGlobal(): Promise<TableGlobalSettings>;
  writeGlobal(settings: TableGlobalSettings): Promise<void>;
}

/** The workbook settings that hold the designs and the global settings. */
export const WORKBOOK_DESIGNS_SETTING = 'wharf.tableDesigns';
export const WORKBOOK_GLOBAL_SETTING = 'wharf.tableGlobal';
/** The key of the user settings document (browser mode) that holds the global table settings. */
export const USER_SETTINGS_KEY = 'tables';

const workbookDesignsSchema = z.object({
  version: z.literal(1),
  designs: z.array(tableDesignSchema.extend({ id: z.number().int().positive() })),
});

function readWorkbookDesigns(): TableDesign[] {
  const parsed = workbookDesignsSchema.safeParse(readWorkbookSetting(WORKBOOK_DESIGNS_SETTING));
  if (parsed.success) return parsed.data.designs;
  return [];
}

const asStored = (design: TableDesign): unknown => JSON.parse(JSON.stringify(design));

export const workbookDesignRepository: DesignRepository = {
  mode: 'excel',
  list: () => Promise.resolve(readWorkbookDesigns()),
  get: (id) => Promise.resolve(readWorkbookDesigns().find((design) => design.id === id) ?? null),
  async save(design) {
    const designs = readWorkbookDesigns();
    const id = design.id ?? Math.max(0, ...designs.map((stored) => stored.id ?? 0)) + 1;
    const saved = { ...design, id };
    const others = designs.filter((stored) => stored.id !== id);
    await writeWorkbookSetting(WORKBOOK_DESIGNS_SETTING, {
      version: 1,
      designs: [...others, saved].map(asStored),
    });
    return saved;
  },
  async recordRefresh(id, lastRefresh) {
    const designs = readWorkbookDesigns();
    if (!designs.some((stored) => stored.id === id)) return;
    await writeWorkbookSetting(WORKBOOK_DESIGNS_SETTING, {
      version: 1,
      designs: designs.map((stored) => asStored(stored.id === id ? { ...stored, lastRefresh } : stored)),
    });
  },
  readGlobal: () => Promise.resolve(parseGlobalSettings(readWorkbookSetting(WORKBOOK_GLOBAL_SETTING))),
  writeGlobal: (settings) => writeWorkbookSetting(WORKBOOK_GLOBAL_SETTING, settings),
};

function requireUserId(): string {
  const { userId } = clientState.get();
  if (!userId) throw new Error('Sign in again: who you are is not known yet.');
  return userId;
}

export const libraryDesignRepository: DesignRepository = {
  mode: 'browser',
  async list() {
    const { items } = await apiRequest(API_PATHS.userLibrary, {});
    return items
      .filter((item) => item.mine)
      .map(fromLibraryItem)
      .filter((design): design is TableDesign => design !== null);
  },
  async get(id) {
    const { items } = await apiRequest(API_PATHS.userLibrary, {});
    const item = items.find((candidate) => candidate.id === id);
    return item ? fromLibraryItem(item) : null;
  },
  async save(design) {
    const { items } = design.id === null ? { items: [] } : await apiRequest(API_PATHS.userLibrary, {});
    const existing = items.find((item) => item.id === design.id);
    // Another user's shared item is saved as the user's own private copy.
    const mine = existing?.mine === true;
    const { item } = await apiRequest(API_PATHS.userLibrarySet, {
      item: {
        ...(mine && design.id !== null ? { id: design.id } : {}),
        title: design.name.trim(),
        description: existing && mine ? existing.description : null,
        topicId: existing && mine ? existing.topicId : null,
        visibility: mine && existing ? existing.visibility : 'private',
        definition: toDefinition(design),
      },
    });
    return { ...design, id: item.id, name: item.title };
  },
  async recordRefresh(id, lastRefresh) {
    // One read of the library and one write: the item keeps its title, description, topic and visibility.
    const { items } = await apiRequest(API_PATHS.userLibrary, {});
    const item = items.find((candidate) => candidate.id === id && candidate.mine);
    const stored = item ? fromLibraryItem(item) : null;
    if (!item || !stored) return;
    await apiRequest(API_PATHS.userLibrarySet, {
      item: {
        id,
        title: item.title,
        description: item.description,
        topicId: item.topicId,
        visibility: item.visibility,
        definition: toDefinition({ ...stored, lastRefresh }),
      },
    });
  },
  async readGlobal() {
    const { settings } = await apiRequest(API_PATHS.userSettings, { userId: requireUserId() });
    return parseGlobalSettings(settings[USER_SETTINGS_KEY]);
  },
  async writeGlobal(next) {
    const userId = requireUserId();
    // The settings document is shared with other screens: change only this key.
    const { settings } = await apiRequest(API_PATHS.userSettings, { userId });
    await apiRequest(API_PATHS.userSettingsSet, {
      userId,
      settings: { ...settings, [USER_SETTINGS_KEY]: next },
    });
  },
};

export function designRepositoryFor(mode: HostMode): DesignRepository {
  return mode === 'excel' ? workbookDesignRepository : libraryDesignRepository;
}

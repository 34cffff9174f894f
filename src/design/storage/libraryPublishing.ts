/**
 * Publishing a workbook design to the library (Excel): the design as a shared library item of the
 * user, so the team finds it on LIBRARY. Publishing the same design again (same title, the user's own item)
 * updates that item, keeping its topic, description and who can see it.
 */
import { API_PATHS, apiRequest } from '../../api';
import type { LibraryItem } from '@wharf/contract';
import type { TableDesign } from '../tableDesign';
import { toDefinition } from './libraryDefinition';

export async function publishToLibrary(design: TableDesign): Promise<LibraryItem> {
  const title = design.name.trim();
  const { items } = await apiRequest(API_PATHS.userLibrary, {});
  const earlier = items.find((item) => item.mine && item.sourceType === 'user' && item.title === title);
  // The workbook's own id means nothing in the library; its refresh there is the library's own.
  const definition = toDefinition({ ...design, id: null, lastRefresh: null });
  const { item } = await apiRequest(API_PATHS.userLibrarySet, {
    item: earlier
      ? {
          id: earlier.id,
          title,
          description: earlier.description,
          topicId: earlier.topicId,
          visibility: earlier.visibility,
          definition,
        }
      : { title, visibility: 'shared', definition },
  });
  return item;
}

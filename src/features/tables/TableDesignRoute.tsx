import { useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { readDesignHandOver } from '../../routes/designHandOver';
import { NEW_TABLE_ID } from '../../design/tableDesign';
import { HandedOverDesignOpener } from './HandedOverDesignOpener';
import { LibraryItemOpener } from './LibraryItemOpener';
import TableDesignScreen from './TableDesignScreen';

/** The query parameter of /table/new that opens a library item (the library links here). */
export const LIBRARY_ITEM_PARAM = 'library';

/**
 * /table/{id}: the designer, or first the library item that /table/new?library={id} names, or the new design handed
 * over in the router's state (routes/designHandOver.ts).
 */
export default function TableDesignRoute() {
  const { id = NEW_TABLE_ID } = useParams();
  const [params] = useSearchParams();
  // History state is whatever the browser kept: read as unknown, through the hand-over's schema.
  const state: unknown = useLocation().state;
  const handOver = useMemo(() => (id === NEW_TABLE_ID ? readDesignHandOver(state) : null), [id, state]);
  if (handOver) {
    return (
      <Screen description="Opening a new table design.">
        <RequireInstance>
          <HandedOverDesignOpener handOver={handOver} />
        </RequireInstance>
      </Screen>
    );
  }
  const libraryItem = Number(params.get(LIBRARY_ITEM_PARAM));
  if (id !== NEW_TABLE_ID || !Number.isInteger(libraryItem) || libraryItem <= 0) return <TableDesignScreen />;
  return (
    <Screen description="Opening a library item in the table designer.">
      <RequireInstance>
        <LibraryItemOpener itemId={libraryItem} tab={params.get('tab')} />
      </RequireInstance>
    </Screen>
  );
}

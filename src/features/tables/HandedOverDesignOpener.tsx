import { Spinner } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DesignHandOver } from '../../routes/designHandOver';
import { designFromAnswer } from '../../design/designFromAnswer';
import { designDrafts } from '../../design/draftStore';
import { NEW_TABLE_ID } from '../../design/tableDesign';
import { designForNew } from './hooks/useDesigner';
import { useGlobalSettings, useWarehouseSchema } from '../../design/useTableStorage';

/**
 * /table/new with a design handed over in the router's state (the AI view's "Open in the table designer"): the new
 * design's draft becomes that design, unsaved (leaving asks first, saving makes it a design like any new one), and
 * the state is dropped from the history entry, so a reload shows the usual empty new design.
 */
export function HandedOverDesignOpener({ handOver }: { handOver: DesignHandOver }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const schema = useWarehouseSchema();
  const global = useGlobalSettings();
  const settled = !schema.isPending && !global.isPending;

  useEffect(() => {
    if (!settled) return;
    // The workbook's (or user's) defaults for a new design, then the answer over them.
    const empty = designForNew(global.data);
    const answer = designFromAnswer(handOver.name, handOver.query, schema.data);
    const design = { ...answer, limit: handOver.query.limit ?? empty.limit, landing: empty.landing };
    designDrafts.discard(NEW_TABLE_ID);
    designDrafts.open(NEW_TABLE_ID, empty);
    designDrafts.dispatch(NEW_TABLE_ID, { type: 'load', design });
    void navigate({ pathname, search }, { replace: true, state: null });
  }, [settled, global.data, schema.data, handOver, navigate, pathname, search]);

  return <Spinner size="small" label="Opening the design…" />;
}

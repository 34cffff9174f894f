/** Test harness: a designer section over a design held in state, with the query the design builds after each edit. */
import { useEffect, useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import { buildQuery } from '../../../design/buildQuery';
import { applyEdit, type DesignEdit } from '../../../design/designReducer';
import type { TableDesign } from '../../../design/tableDesign';
import { MODEL_SCHEMA } from '../../../design/testCatalogue';
import type { PanelProps } from './panelProps';

export function sectionHarness(Section: ComponentType<PanelProps>) {
  const seen = vi.fn<(design: TableDesign) => void>();
  const latestDesign = () => seen.mock.lastCall?.[0];
  const latestQuery = () => {
    const design = latestDesign();
    return design ? buildQuery(design) : null;
  };
  function Harness({ start }: { start: TableDesign }) {
    const [design, setDesign] = useState(start);
    useEffect(() => seen(design), [design]);
    const dispatch = (edit: DesignEdit) => setDesign((current) => applyEdit(current, edit));
    return <Section routeId="new" design={design} dispatch={dispatch} schema={MODEL_SCHEMA} />;
  }
  return { Harness, latestDesign, latestQuery };
}

import type { DwSchema } from '../../../design/catalogue';
import type { DesignEdit } from '../../../design/designReducer';
import type { TableDesign } from '../../../design/tableDesign';

/** What every designer panel gets: the design, how to change it, and the warehouse catalogue. */
export interface PanelProps {
  /** The design's route id (a saved id or "new"): its draft's key, for links that come back to it. */
  routeId: string;
  design: TableDesign;
  dispatch: (edit: DesignEdit) => void;
  schema: DwSchema | undefined;
}

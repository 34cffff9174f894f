import type { DwSchema } from '../design/catalogue';
import type { DesignEdit } from '../design/designReducer';
import type { TableDesign } from '../design/model';

/** What every designer panel gets: the design, how to change it, and the warehouse catalogue. */
export interface PanelProps {
  design: TableDesign;
  dispatch: (edit: DesignEdit) => void;
  schema: DwSchema | undefined;
}

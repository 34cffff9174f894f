/**
 * Lands a table query from a screen other than the designer (the AI view's answer, a library item) in one click, through the designer's own pipeline: progress, the cell-edit-mode flag, cancel,
 * hand edits, the result with its row count. In Excel the design is kept in the workbook (workbookAdoption.ts), so
 * anyone who opens the file can refresh it and landing it again refreshes the same table; in the browser it lands
 * in the grid below. Neither makes a library item.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import type { TableQuery } from '@wharf/contract';
import { notify, Severity } from '../notices';
import { designFromAnswer } from '../design/designFromAnswer';
import type { TableDesign } from '../design/tableDesign';
import { topNOf } from '../design/topN';
import { LandedInBrowser } from './grid/LandedInBrowser';
import { landingFailureText, useLanding } from './useLanding';
import { useWarehouseSchema } from '../design/useTableStorage';
import { keepInWorkbook } from '../design/storage/workbookAdoption';
import { LandingStatus } from './LandingStatus';

export interface QueryLanderProps {
  /** The design's name (the question asked): the landed table is named after it. */
  name: string;
  query: TableQuery;
  /**
   * The design to land when the caller has one (a library item's, with its friendly headers and formats); without
   * it the query is landed as a new design named `name`.
   */
  design?: TableDesign | null;
  /** The landing button's text, in the calling screen's words. */
  landLabel: string;
  /** Further buttons shown in the same row as the lander's own (open, save…). */
  actions?: ReactNode;
}

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

export default function QueryLander({ name, query, design: given, landLabel, actions }: QueryLanderProps) {
  const styles = useStyles();
  const schema = useWarehouseSchema();
  const { state, land, cancel, mode } = useLanding({ fromDesigner: false });
  const [keeping, setKeeping] = useState(false);
  // The browser result shown below: only once this answer landed here, not an older result of the same name.
  const [landedTable, setLandedTable] = useState<string | null>(null);
  const busy = keeping || state.status === 'running' || state.status === 'asking';

  async function keep(design: TableDesign): Promise<TableDesign | null> {
    if (mode !== 'excel') return design;
    setKeeping(true);
    try {
      return await keepInWorkbook(design);
    } catch (error) {
      notify({ text: landingFailureText(error), severity: Severity.Error });
      return null;
    } finally {
      setKeeping(false);
    }
  }

  async function landIt() {
    const design = await keep(given ?? designFromAnswer(name, query, schema.data));
    if (design === null) return;
    const result = await land(design);
    if (result !== null && mode === 'browser') setLandedTable(result.tableName);
  }

  return (
    <div className={styles.column}>
      <div className={styles.row}>
        <Button appearance="primary" disabled={busy} onClick={() => void landIt()}>
          {landLabel}
        </Button>
        {state.status === 'running' ? <Button onClick={cancel}>Cancel</Button> : null}
        {actions}
      </div>
      <div aria-live="polite">
        <LandingStatus state={state} mode={mode} topN={topNOf(given ?? query)} />
      </div>
      {landedTable !== null ? <LandedInBrowser tableName={landedTable} /> : null}
    </div>
  );
}

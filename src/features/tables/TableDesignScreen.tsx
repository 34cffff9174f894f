import { Button, makeStyles, Spinner, Tab, TabList, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons/svg/save';
import { useId } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { useClientState } from '../../store';
import { findTable } from '../../design/catalogue';
import { MissingDesign } from './MissingDesign';
import { canRedo, canUndo, type DesignHistory, type HistoryAction } from '../../design/designReducer';
import { NEW_TABLE_ID } from '../../design/tableDesign';
import { isPanelTab, PANEL_TABS, type PanelTab, type ToolbarAction } from './designer/steps';
import { ColumnsPanel } from './designer/ColumnsPanel';
import { DesignerToolbar } from './designer/DesignerToolbar';
import { FiltersPanel } from './designer/FiltersPanel';
import { OverviewPanel } from './designer/OverviewPanel';
import { PeriodsMeant } from '../../components/PeriodsMeant';
import { QueryPreview } from '../../landing/preview/QueryPreview';
import { previewColumns } from './designer/previewColumns';
import { SaveConfirmation } from './designer/SaveConfirmation';
import { UpdatePanel } from './designer/UpdatePanel';
import { UnsavedEditsPrompt } from './designer/UnsavedEditsPrompt';
import { useDesigner } from './hooks/useDesigner';
import { useSaveDraft } from './hooks/useSaveDraft';
import { columnSearchHref, TABLE_LIST_HREF, tableSaveHref } from './hrefs';
import { usePreview } from './hooks/usePreview';
import { useWarehouseSchema } from '../../design/useTableStorage';
import type { TableGlobalSettings } from '../../design/storage/globalSettings';
import { OutOfDateNotice } from '../../landing/freshness/OutOfDateNotice';
import { SaveRefusal } from './SaveRefusal';

const useStyles = makeStyles({
  top: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  // The four tabs stay on one line down to 320 px (296 px inside the pane's padding): each takes a quarter of the
  // width, its word in the caption size, so UPDATE never drops to a line of its own.
  tabs: { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', maxWidth: '100%' },
  tab: {
    minWidth: 0,
    justifyContent: 'center',
    paddingLeft: tokens.spacingHorizontalXXS,
    paddingRight: tokens.spacingHorizontalXXS,
  },
  tabText: { fontSize: tokens.fontSizeBase200, whiteSpace: 'nowrap' },
  panel: { paddingTop: tokens.spacingVerticalS, minWidth: 0 },
});

interface DesignerBodyProps {
  routeId: string;
  history: DesignHistory;
  dispatch: (action: HistoryAction) => void;
  global: TableGlobalSettings | undefined;
}

function DesignerBody({ routeId, history, dispatch, global }: DesignerBodyProps) {
  const styles = useStyles();
  const panelId = useId();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: PanelTab = isPanelTab(params.get('tab')) ? (params.get('tab') as PanelTab) : 'OVERVIEW';
  const design = history.present;
  const schema = useWarehouseSchema().data;
  const preview = usePreview(design);
  const username = useClientState((state) => state.username) ?? 'Unknown user';
  const save = useSaveDraft(routeId);
  // The name typed on OVERVIEW is the name it is saved under; only a design without one goes to ask for it (one
  // without columns is refused here, with the reason, before any name is asked).
  const saveDesign = () => {
    const name = design.name.trim();
    if (name || design.columns.length === 0)
      save.saveDraft(design, name, params.has('tab') ? tab : undefined);
    else void navigate(tableSaveHref(routeId));
  };

  const sourceTable = findTable(schema, design.table);
  const disabled = new Set<ToolbarAction>();
  if (!canUndo(history)) disabled.add('undo');
  if (!canRedo(history)) disabled.add('redo');
  if (!preview.hasQuery) disabled.add('refresh');
  if (!sourceTable) disabled.add('search');

  const onAction = (action: ToolbarAction) => {
    if (action === 'back') void navigate(TABLE_LIST_HREF);
    else if (action === 'refresh') void preview.refetch();
    else if (action === 'undo' || action === 'redo') dispatch({ type: action });
    // The route id, not the saved id: an unsaved design ('new') keeps its draft while its dataset is searched.
    else if (action === 'search' && sourceTable) void navigate(columnSearchHref(routeId, sourceTable.id));
  };

  const panelProps = { routeId, design, dispatch, schema };
  return (
    <>
      <UnsavedEditsPrompt routeId={routeId} />
      <div className={styles.top}>
        <DesignerToolbar onAction={onAction} disabled={disabled} />
        <Button icon={<SaveRegular />} disabled={save.isPending} onClick={saveDesign}>
          {save.isPending ? 'Saving…' : 'Save design'}
        </Button>
      </div>
      <SaveConfirmation />
      <SaveRefusal refusal={save.refusal} />
      <OutOfDateNotice design={design} />
      <TabList
        className={styles.tabs}
        size="small"
        selectedValue={tab}
        aria-label="Table design panels"
        onTabSelect={(_, data) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', String(data.value));
              return next;
            },
            { replace: true },
          )
        }
      >
        {PANEL_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            aria-controls={panelId}
            className={styles.tab}
            content={{ className: styles.tabText }}
          >
            {name}
          </Tab>
        ))}
      </TabList>
      <div id={panelId} role="tabpanel" aria-label={tab} className={styles.panel}>
        {tab === 'OVERVIEW' ? <OverviewPanel {...panelProps} /> : null}
        {tab === 'COLUMNS' ? (
          <ColumnsPanel {...panelProps} username={username} dateFormat={global?.dateFormat} />
        ) : null}
        {tab === 'FILTERS' ? <FiltersPanel {...panelProps} /> : null}
        {tab === 'UPDATE' ? <UpdatePanel {...panelProps} /> : null}
      </div>
      <QueryPreview preview={preview} columns={previewColumns(design)} />
      <PeriodsMeant periods={preview.data?.periods} />
    </>
  );
}

function Designer({ routeId }: { routeId: string }) {
  const { history, dispatch, status, global } = useDesigner(routeId);
  if (status === 'missing') return <MissingDesign routeId={routeId} />;
  if (!history) return <Spinner size="small" label="Opening the design…" />;
  return <DesignerBody routeId={routeId} history={history} dispatch={dispatch} global={global} />;
}

export default function TableDesignScreen() {
  const { id = NEW_TABLE_ID } = useParams();
  return (
    <Screen description="Choose a warehouse table, its columns and filters, and where it lands.">
      <RequireInstance>
        <Designer key={id} routeId={id} />
      </RequireInstance>
    </Screen>
  );
}

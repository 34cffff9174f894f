import { Spinner } from '@fluentui/react-components';
import { useParams, useSearchParams } from 'react-router-dom';
import { RequireInstance } from '../../../components/RequireInstance';
import { Screen } from '../../../components/Screen';
import { NEW_TABLE_ID } from '../../../design/tableDesign';
import { useWarehouseSchema } from '../../../design/useTableStorage';
import { MissingDesign } from '../MissingDesign';
import { ColumnSearch } from './ColumnSearch';
import { MemberSearch } from './MemberSearch';
import { useHandBackToDesign } from './useHandBackToDesign';

interface DatasetSearchProps {
  mode: string;
  routeId: string;
  indexId: number;
}

/** The search over the design the route names: its draft if open, else the stored design. */
function DatasetSearch({ mode, routeId, indexId }: DatasetSearchProps) {
  const [params] = useSearchParams();
  const { design, status, handBack } = useHandBackToDesign(routeId);
  const schema = useWarehouseSchema();
  if (status === 'missing') return <MissingDesign routeId={routeId} />;
  if (!design || schema.isPending) return <Spinner size="small" label="Opening the design…" />;
  return mode === 'members' ? (
    <MemberSearch
      design={design}
      schema={schema.data}
      dwColumnId={indexId}
      columnRef={params.get('ref')}
      onHandBack={handBack}
    />
  ) : (
    <ColumnSearch design={design} schema={schema.data} dwTableId={indexId} onHandBack={handBack} />
  );
}

/** /dataSetSearch/{mode}/{tableId}/{indexId} (docs/tables.md): the whole pane for one search of a design's data. */
export default function DatasetSearchScreen() {
  const { mode = 'columns', tableId = NEW_TABLE_ID, indexId = '' } = useParams();
  return (
    <Screen
      description={
        mode === 'members'
          ? "Search a column's members and filter the design on them."
          : "Search the table's columns and add them to the design."
      }
    >
      <RequireInstance>
        <DatasetSearch
          key={`${mode}/${tableId}/${indexId}`}
          mode={mode}
          routeId={tableId}
          indexId={Number(indexId)}
        />
      </RequireInstance>
    </Screen>
  );
}

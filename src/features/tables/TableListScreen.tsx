import { Button, Caption1, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { clientDWSchemaQueryOptions } from '../../api/queryOptions/warehouse';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { LinkList } from '../../components/LinkList';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import type { TableDesign } from '../../design/tableDesign';
import { tableName } from '../../design/plainWords';
import { selectCurrentInstanceId, useClientState } from '../../store';
import { OutOfDateBadge } from '../../landing/freshness/OutOfDateBadge';
import { OutOfDateTables } from '../../landing/freshness/OutOfDateTables';
import { useLanding } from '../../landing/useLanding';
import { useTableDesigns } from '../../design/useTableStorage';
import { NEW_TABLE_HREF, TABLE_BATCH_UPDATE_HREF, TABLE_GLOBAL_HREF, tableDesignHref } from './hrefs';
import { LandingStatus } from '../../landing/LandingStatus';
import { topNOf } from '../../design/topN';
import { lastRefreshText } from './tableText';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  item: {
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

function DesignItem({ design }: { design: TableDesign }) {
  const styles = useStyles();
  const instanceId = useClientState(selectCurrentInstanceId);
  const catalogue = useQuery(clientDWSchemaQueryOptions(instanceId)).data;
  const { state, land, mode } = useLanding();
  return (
    <li className={styles.item}>
      <AppLink to={tableDesignHref(String(design.id))}>{design.name || `Table design ${design.id}`}</AppLink>
      <Caption1 className={styles.muted}>
        {catalogue ? `${tableName(catalogue, design.table)} · ` : ''}
        {design.columns.length} column
        {design.columns.length === 1 ? '' : 's'}
      </Caption1>
      <Caption1 className={styles.muted}>{lastRefreshText(design.lastRefresh)}</Caption1>
      <OutOfDateBadge design={design} />
      <div className={styles.actions}>
        <Button
          size="small"
          icon={<ArrowClockwiseRegular />}
          aria-label={`Refresh ${design.name}`}
          disabled={state.status === 'running'}
          onClick={() => void land(design)}
        >
          Refresh
        </Button>
      </div>
      <div aria-live="polite">
        {/* The browser's grid is on the design's UPDATE panel, not in this list. */}
        <LandingStatus
          state={state}
          mode={mode}
          resultHref={tableDesignHref(String(design.id), 'UPDATE')}
          topN={topNOf(design)}
        />
      </div>
    </li>
  );
}

function DesignList() {
  const styles = useStyles();
  const designs = useTableDesigns();
  const navigate = useNavigate();
  const [more] = useState([
    { to: TABLE_BATCH_UPDATE_HREF, text: 'Refresh several tables at once' },
    { to: TABLE_GLOBAL_HREF, text: 'Settings for all tables' },
  ]);
  return (
    <>
      <div className={styles.actions}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(NEW_TABLE_HREF)}>
          New table design
        </Button>
      </div>
      <OutOfDateTables />
      <Subtitle2 as="h2">Your tables</Subtitle2>
      {designs.isPending ? <Spinner size="small" label="Loading the tables…" /> : null}
      {designs.data?.length === 0 ? (
        <Caption1 className={styles.muted}>No table designs yet. Start one with New table design.</Caption1>
      ) : null}
      {designs.data && designs.data.length > 0 ? (
        <ul className={styles.list} aria-label="Table designs">
          {designs.data.map((design) => (
            <DesignItem key={design.id} design={design} />
          ))}
        </ul>
      ) : null}
      <LinkList label="More" items={more} />
    </>
  );
}

export default function TableListScreen() {
  return (
    <Screen description="The tables of this workbook (in the browser, yours), with when each was last refreshed and its row count.">
      <RequireInstance>
        <DesignList />
      </RequireInstance>
    </Screen>
  );
}

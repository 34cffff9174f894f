import { Body1Strong, Button, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { RequireInstance } from '../../components/RequireInstance';
import { RequirePermission } from '../../components/RequirePermission';
import { useMay } from '../../auth';
import { Screen } from '../../components/Screen';
import { ConnectionCard } from './ConnectionCard';
import { countsAsActive } from '../../components/connectionStatus';
import type { InstanceConnection } from '@wharf/contract';
import { useConnections, useImportsByConnection } from './useConnections';
import { ADD_CONNECTION_HREF, CONNECT_HREF } from '../../routes/hrefs';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

function ConnectionCards({
  connections,
  byConnection,
}: {
  connections: readonly InstanceConnection[];
  byConnection: ReturnType<typeof useImportsByConnection>['byConnection'];
}) {
  const styles = useStyles();
  return (
    <div className={styles.list}>
      {connections.map((connection) => (
        <ConnectionCard
          key={connection.id}
          connection={connection}
          imports={byConnection.get(connection.id)}
        />
      ))}
    </div>
  );
}

function ConnectionList() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { connections, activeCount, isPending } = useConnections();
  const { byConnection } = useImportsByConnection();
  const mayAdd = useMay('signupConnections');
  if (isPending) return <Spinner label="Loading connections…" />;
  const counted = connections.filter((connection) => countsAsActive(connection.status));
  const deleted = connections.filter((connection) => !countsAsActive(connection.status));
  return (
    <>
      <div className={styles.bar}>
        <Body1Strong role="status">
          {activeCount === 1 ? '1 active connection' : `${activeCount} active connections`}
        </Body1Strong>
        {mayAdd ? (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => void navigate(ADD_CONNECTION_HREF)}
          >
            Add a connection
          </Button>
        ) : null}
      </div>
      <RequirePermission call="instanceConnectionSave" doing="change connections" />
      {connections.length === 0 ? (
        <p>
          No connections yet.
          {mayAdd ? (
            <>
              {' '}
              <AppLink to={CONNECT_HREF}>Connect your first source system</AppLink>.
            </>
          ) : null}
        </p>
      ) : (
        <>
          <ConnectionCards connections={counted} byConnection={byConnection} />
          {deleted.length > 0 ? (
            // Deleted connections keep their import history, but apart: the count above does not include them.
            <section aria-labelledby="deleted-connections" className={styles.list}>
              <Subtitle2 as="h2" id="deleted-connections">
                {deleted.length === 1 ? '1 deleted connection' : `${deleted.length} deleted connections`}
              </Subtitle2>
              <ConnectionCards connections={deleted} byConnection={byConnection} />
            </section>
          ) : null}
        </>
      )}
    </>
  );
}

export default function ConnectionsScreen() {
  return (
    <Screen description="This instance's connections to source systems, with their status and last import.">
      <RequireInstance>
        <ConnectionList />
      </RequireInstance>
    </Screen>
  );
}

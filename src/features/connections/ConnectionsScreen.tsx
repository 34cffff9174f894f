import { Body1Strong, Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { RequireInstance } from '../../components/RequireInstance';
import { RequirePermission } from '../../components/RequirePermission';
import { useMay } from '../../auth';
import { Screen } from '../../components/Screen';
import { ConnectionCard } from './ConnectionCard';
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

function ConnectionList() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { connections, activeCount, isPending } = useConnections();
  const { byConnection } = useImportsByConnection();
  const mayAdd = useMay('signupConnections');
  if (isPending) return <Spinner label="Loading connections…" />;
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
        <div className={styles.list}>
          {connections.map((connection) => (
            <ConnectionCard
              key={connection.id}
              connection={connection}
              imports={byConnection.get(connection.id)}
            />
          ))}
        </div>
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

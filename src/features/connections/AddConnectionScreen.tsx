import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { FactList } from '../../components/FactList';
import { LinkList } from '../../components/LinkList';
import { RequireInstance } from '../../components/RequireInstance';
import { RequirePermission } from '../../components/RequirePermission';
import { Screen } from '../../components/Screen';
import type { InstanceConnection } from '@wharf/contract';
import { AddConnectionForm } from './AddConnectionForm';
import { ConnectionStatusBadge } from '../../components/ConnectionStatusBadge';
import { formatList } from './format';
import { useAddConnection } from './useAddConnection';
import { CONNECTIONS_HREF, importStartHref } from '../../routes/hrefs';
import { useScopeNames } from '../../components/useScopeNames';

const useStyles = makeStyles({
  saved: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** After saving: what was stored, with the masked key hint only. */
function SavedConnection({ connection }: { connection: InstanceConnection }) {
  const scopeNames = useScopeNames();
  const styles = useStyles();
  return (
    <div className={styles.saved}>
      <MessageBar intent="success">
        <MessageBarBody>
          <MessageBarTitle>Connection saved</MessageBarTitle>
          {connection.name} is ready for its first import.
        </MessageBarBody>
      </MessageBar>
      <div>
        Status: <ConnectionStatusBadge status={connection.status} />
      </div>
      <FactList
        facts={[
          ['Name', connection.name],
          ['Source system', connection.sourceSystem.name],
          ['API username', connection.APIKey.clientId ?? '—'],
          ['API key', connection.APIKey.secret ?? 'Stored'],
          ['What it imports', formatList(scopeNames(connection.ETLScopes))],
        ]}
      />
      <LinkList
        label="Next"
        items={[
          { to: importStartHref(connection.id), text: 'Start its first import' },
          { to: CONNECTIONS_HREF, text: 'Back to connections' },
        ]}
      />
    </div>
  );
}

function AddConnection() {
  const wizard = useAddConnection();
  if (wizard.saved) return <SavedConnection connection={wizard.saved} />;
  if (wizard.sourcesPending) return <Spinner label="Loading source systems…" />;
  return <AddConnectionForm wizard={wizard} />;
}

export default function AddConnectionScreen() {
  return (
    <Screen description="Choose the source system, enter and test its API credentials, and choose what to import.">
      <RequireInstance>
        <RequirePermission call="signupConnections" doing="add connections">
          <AddConnection />
        </RequirePermission>
      </RequireInstance>
    </Screen>
  );
}

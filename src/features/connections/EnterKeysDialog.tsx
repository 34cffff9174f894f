import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import type { InstanceConnection } from '@wharf/contract';
import { ActionDialog } from './ActionDialog';
import type { useConnectionChanges } from './useConnections';

interface EnterKeysDialogProps {
  connection: InstanceConnection;
  changes: ReturnType<typeof useConnectionChanges>;
}

/**
 * API keys for a connection made without them ("Enter the API keys later" at sign-up). The server tries them
 * against the source before storing them; a refusal stays in the dialog with what was typed, to correct it.
 */
export function EnterKeysDialog({ connection, changes }: EnterKeysDialogProps) {
  const [clientId, setClientId] = useState('');
  const [secret, setSecret] = useState('');
  const { enterKeys } = changes;
  return (
    <ActionDialog
      triggerLabel="Enter API keys"
      title={`API keys for ${connection.name}`}
      submitLabel="Test and save the keys"
      busy={enterKeys.isPending}
      canSubmit={clientId.trim() !== '' && secret !== ''}
      error={enterKeys.error ? `The keys were not saved: ${enterKeys.error.message}` : null}
      onOpen={() => enterKeys.reset()}
      onSubmit={async () => {
        await enterKeys.mutateAsync({
          instanceId: connection.instanceId,
          connectionId: connection.id,
          APIKeys: { clientId: clientId.trim(), secret },
        });
        setSecret('');
      }}
    >
      <p>
        Wharf tries the keys with {connection.sourceSystem.name} before it saves them. Once they are saved,
        the connection can import.
      </p>
      <Field label="API username" required>
        <Input value={clientId} autoComplete="off" onChange={(_, data) => setClientId(data.value)} />
      </Field>
      <Field label="API key" required>
        <Input
          type="password"
          value={secret}
          autoComplete="new-password"
          onChange={(_, data) => setSecret(data.value)}
        />
      </Field>
    </ActionDialog>
  );
}

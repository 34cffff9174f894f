import { Field, Input, Select, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import type { InstanceConnection } from '@wharf/contract';
import { ActionDialog } from './ActionDialog';
import type { useConnectionChanges } from './useConnections';
import { usePlans } from './useConnections';

type Changes = ReturnType<typeof useConnectionChanges>;

interface DialogProps {
  connection: InstanceConnection;
  changes: Changes;
}

const optional = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

export function TerminateDialog({ connection, changes }: DialogProps) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const { terminate } = changes;
  return (
    <ActionDialog
      triggerLabel="Terminate"
      title={`Terminate ${connection.name}`}
      submitLabel="Terminate connection"
      busy={terminate.isPending}
      error={terminate.error?.message ?? null}
      onOpen={() => terminate.reset()}
      onSubmit={() =>
        terminate.mutateAsync({
          instanceId: connection.instanceId,
          connectionId: connection.id,
          terminationReason: optional(reason),
          terminationNote: optional(note),
        })
      }
    >
      <p>Imports stop and billing ends with the current month. You can reconnect it later.</p>
      <Field label="Reason (optional)">
        <Input value={reason} maxLength={200} onChange={(_, data) => setReason(data.value)} />
      </Field>
      <Field label="Note (optional)">
        <Textarea value={note} maxLength={2000} onChange={(_, data) => setNote(data.value)} />
      </Field>
    </ActionDialog>
  );
}

export function ReconnectDialog({ connection, changes }: DialogProps) {
  const [clientId, setClientId] = useState('');
  const [secret, setSecret] = useState('');
  const { reconnect } = changes;
  const newKeys = clientId.trim() !== '' && secret !== '';
  return (
    <ActionDialog
      triggerLabel="Reconnect"
      title={`Reconnect ${connection.name}`}
      submitLabel="Reconnect"
      busy={reconnect.isPending}
      error={reconnect.error?.message ?? null}
      onOpen={() => {
        reconnect.reset();
        setSecret('');
      }}
      onSubmit={async () => {
        await reconnect.mutateAsync({
          instanceId: connection.instanceId,
          connectionId: connection.id,
          APIKeys: newKeys ? { clientId: clientId.trim(), secret } : undefined,
        });
        setSecret('');
      }}
    >
      <p>Leave both fields empty to keep the stored API keys, or enter new ones to replace them.</p>
      <Field label="New API username (optional)">
        <Input value={clientId} autoComplete="off" onChange={(_, data) => setClientId(data.value)} />
      </Field>
      <Field
        label="New API key (optional)"
        hint={connection.APIKey.secret ? `Stored key: ${connection.APIKey.secret}` : undefined}
      >
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

export function PlanDialog({ connection, changes }: DialogProps) {
  const [open, setOpen] = useState(false);
  const { plans, isPending } = usePlans(open);
  const [planId, setPlanId] = useState(connection.stripeProductId ?? '');
  const { changePlan } = changes;
  return (
    <ActionDialog
      triggerLabel="Change plan"
      title={`Change the plan of ${connection.name}`}
      submitLabel="Change plan"
      busy={changePlan.isPending}
      canSubmit={planId !== '' && planId !== connection.stripeProductId}
      error={changePlan.error?.message ?? null}
      onOpen={() => {
        changePlan.reset();
        setOpen(true);
      }}
      onSubmit={() =>
        changePlan.mutateAsync({
          instanceId: connection.instanceId,
          connectionId: connection.id,
          stripeProductId: planId,
        })
      }
    >
      <Field label="Plan" required>
        <Select value={planId} onChange={(_, data) => setPlanId(data.value)}>
          <option value="" disabled>
            {isPending ? 'Loading plans…' : 'Choose a plan'}
          </option>
          {plans.map((plan) => (
            <option key={plan.stripeProductId} value={plan.stripeProductId}>
              {`${plan.name} — ${plan.monthlyPricePerConnection} ${plan.currency} a month`}
            </option>
          ))}
        </Select>
      </Field>
    </ActionDialog>
  );
}

import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import { useClientState, type Instance } from '../../../store';
import { InviteResult } from './InviteResult';
import { MemberList } from './MemberList';
import { useInvite, type InviteRole } from './useInvite';

const asRole = (value: string): InviteRole => (value === 'admin' ? 'admin' : 'member');

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const ROLE_TEXT: Readonly<Record<Instance['role'], string>> = {
  owner: 'an owner',
  admin: 'an admin',
  member: 'a member',
};

function InviteForm({ instance }: { instance: Instance }) {
  const styles = useStyles();
  const invite = useInvite(instance.id);
  return (
    <>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void invite.create();
        }}
      >
        <Field
          label="Teammate's email or name"
          hint="Optional: kept with the invite so the open invites show whom it is for; an email also lets you send them the link."
        >
          <Input value={invite.email} maxLength={200} onChange={(_, data) => invite.setEmail(data.value)} />
        </Field>
        <Field label="They join as">
          <Select value={invite.role} onChange={(_, data) => invite.setRole(asRole(data.value))}>
            <option value="member">Member: designs tables and imports</option>
            <option value="admin">Admin: also connections, invites and billing</option>
          </Select>
        </Field>
        <Button type="submit" appearance="primary" disabled={invite.pending}>
          {invite.pending ? 'Making the invite…' : 'Invite a teammate'}
        </Button>
      </form>
      {invite.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{invite.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {invite.made ? <InviteResult invite={invite.made} instanceName={instance.name} /> : null}
    </>
  );
}

/**
 * Settings' members-and-invites panel for the current instance. Owners and admins invite teammates; a plain member
 * is told who can, and is not offered what the server would refuse (403).
 */
export function MembersAndInvites() {
  const styles = useStyles();
  const headingId = useId();
  const instance = useClientState((state) => state.currentInstance);
  if (!instance) return null;
  const manages = instance.role === 'owner' || instance.role === 'admin';
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Members and invites
      </Subtitle2>
      <p>
        You are {ROLE_TEXT[instance.role]} of {instance.name}.
      </p>
      <MemberList instanceId={instance.id} />
      {manages ? (
        <InviteForm instance={instance} />
      ) : (
        <p>Only the instance’s owners and admins can invite teammates. Ask one of them for an invite link.</p>
      )}
    </section>
  );
}

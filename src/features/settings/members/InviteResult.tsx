import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { MadeInvite } from './useInvite';
import { dayText, momentText } from '../../../format/words';

const useStyles = makeStyles({
  result: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  link: { color: tokens.colorBrandForegroundLink },
});

function mailtoFor(invite: MadeInvite, instanceName: string): string {
  const subject = `Join ${instanceName} on Wharf`;
  const body = `You are invited to work in ${instanceName} on Wharf. Open this link to create your account or sign in, and join:\n\n${invite.link}\n\nThe link works once and until ${dayText(invite.expiresAt)}.`;
  return `mailto:${encodeURIComponent(invite.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The invite just made: its link (shown this once), copying it, and sending it by email. */
export function InviteResult({ invite, instanceName }: { invite: MadeInvite; instanceName: string }) {
  const styles = useStyles();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invite.link);
      setCopied(true);
    } catch {
      // Clipboard refused (not allowed in this frame): the link stays selectable in the field.
      setCopied(false);
    }
  };
  return (
    <div className={styles.result} role="status">
      <Field
        label={`Invite link for a new ${invite.role}`}
        hint={`Works once, until ${momentText(invite.expiresAt)}. It is shown only now.`}
      >
        <Input value={invite.link} readOnly />
      </Field>
      <div className={styles.row}>
        <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy the link'}</Button>
        {invite.email.includes('@') ? (
          <a className={styles.link} href={mailtoFor(invite, instanceName)}>
            Email it to {invite.email}
          </a>
        ) : null}
      </div>
    </div>
  );
}

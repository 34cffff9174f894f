/**
 * Making an invite (/api/signup/invite with the instance, a role and, optionally, whom it is for — kept with it for
 * the open invites; owners and admins only): the answer carries the reference once, so the link is built from it
 * here and kept only in this hook's state.
 */
import { useState } from 'react';
import { useApiMutation } from '../../../api';
import { inviteMutation } from '../../../api/queryOptions/signup';
import { inviteHref } from '../../../routes/hrefs';

export type InviteRole = 'member' | 'admin';

export interface MadeInvite {
  link: string;
  email: string;
  role: InviteRole;
  expiresAt: string;
}

export function useInvite(instanceId: number) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('member');
  const [made, setMade] = useState<MadeInvite | null>(null);
  const invite = useApiMutation(inviteMutation);

  const create = async () => {
    const invitee = email.trim();
    const answer = await invite.mutateAsync({
      instanceId,
      role,
      ...(invitee === '' ? {} : { invitee }),
    });
    if (!answer.inviteReference) throw new Error('The invite came back without its reference.');
    setMade({
      link: `${window.location.origin}${inviteHref(answer.instanceId, answer.inviteReference)}`,
      email: invitee,
      role: answer.role,
      expiresAt: answer.expiresAt,
    });
  };

  return {
    email,
    setEmail,
    role,
    setRole,
    made,
    create: () => create().catch(() => undefined),
    pending: invite.isPending,
    error: invite.error?.message ?? null,
  };
}

import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { membersQueryOptions } from '../../../api/queryOptions/signup';
import { selectCurrentInstanceId, useClientState } from '../../../store';
import { ROLE_NAME } from '../../../components/roleName';
import { dayText } from '../../../format/words';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  item: { listStyleType: 'none', display: 'flex', flexDirection: 'column' },
  detail: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'anywhere',
  },
});

/** Who is in the instance and, for its owners and admins, the invites nobody has used yet. */
export function MemberList({ instanceId }: { instanceId: number }) {
  const styles = useStyles();
  const current = useClientState(selectCurrentInstanceId);
  const members = useQuery(membersQueryOptions(current, instanceId));
  if (members.isPending) return <Spinner size="tiny" label="Loading the members…" />;
  if (members.isError) return <p>The members could not be loaded.</p>;
  const { openInvites } = members.data;
  return (
    <>
      <ul className={styles.list} aria-label="Members">
        {members.data.members.map((member) => (
          <li key={member.userId} className={styles.item}>
            <span>
              {member.name} · {ROLE_NAME[member.role]}
            </span>
            <span className={styles.detail}>{member.email}</span>
          </li>
        ))}
      </ul>
      {openInvites.length > 0 ? (
        <ul className={styles.list} aria-label="Open invites">
          {openInvites.map((invite) => (
            <li key={`${invite.createdAt}-${invite.expiresAt}`} className={styles.item}>
              <span>
                {invite.invitee ? `Invite for ${invite.invitee}, ` : 'Invite for '}a new {invite.role}
              </span>
              <span className={styles.detail}>
                {invite.createdBy ? `From ${invite.createdBy}, ` : ''}open until {dayText(invite.expiresAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

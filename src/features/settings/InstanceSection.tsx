import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useMay } from '../../auth';
import { AppLink } from '../../components/AppLink';
import { FactList } from '../../components/FactList';
import { ROLE_NAME } from '../../components/roleName';
import { INSTANCE_SELECT_HREF } from '../../routes/hrefs';
import { useClientState } from '../../store';
import { InstanceTimeZone, MemberTimeZone } from './InstanceTimeZone';
import { MembersAndInvites } from './members';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // A track that may shrink below its content, and selects sized by the pane (a percentage width lets a select
  // shrink below its longest option's text): the panel fits a 320 px task pane.
  panel: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', '& select': { width: '100%' } },
});

/**
 * The instance being worked in, the caller's role in it, its time zone (set by owners and admins) and its members and
 * invites.
 */
export function InstanceSection() {
  const styles = useStyles();
  const headingId = useId();
  const instance = useClientState((state) => state.currentInstance);
  const maySetTimeZone = useMay('instanceTimeZoneSet');
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Instance
      </Subtitle2>
      {instance ? (
        <>
          <FactList
            facts={[
              ['Name', instance.name],
              ['Your role', ROLE_NAME[instance.role]],
            ]}
          />
          <AppLink to={INSTANCE_SELECT_HREF}>Switch instance</AppLink>
          <div className={styles.panel}>
            {maySetTimeZone ? (
              <InstanceTimeZone key={instance.id} instanceId={instance.id} />
            ) : (
              <MemberTimeZone />
            )}
          </div>
          <div className={styles.panel}>
            <MembersAndInvites />
          </div>
        </>
      ) : (
        <p>
          No instance chosen. <AppLink to={INSTANCE_SELECT_HREF}>Choose an instance</AppLink>
        </p>
      )}
    </section>
  );
}

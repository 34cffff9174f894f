import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useMay } from '../../auth';
import { AppLink } from '../../components/AppLink';
import { InstanceLogo } from '../../components/InstanceLogo';
import { CONNECTIONS_HREF, INSTANCE_SELECT_HREF } from '../../routes/hrefs';
import type { Instance } from '../../store';
import { useClientState } from '../../store';
import { countsAsActive } from '../../components/connectionStatus';
import { activeConnectionCount, ConnectionSummary } from './ConnectionSummary';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/** The instance Home is about: its logo and name, its connections with their status, and where to change them. */
export function InstanceOverview({ instance }: { instance: Instance }) {
  const styles = useStyles();
  const headingId = useId();
  const connections = useClientState((state) => state.instanceConnections);
  const active = activeConnectionCount(connections);
  // The list under the count holds what it counts; a deleted connection is only mentioned (it lives on Connections).
  const counted = connections.filter((connection) => countsAsActive(connection.status));
  const deleted = connections.length - counted.length;
  // Members may read the connections but not change them.
  const mayChange = useMay('instanceConnectionSave');
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <InstanceLogo schema={instance.schema} />
        <Subtitle2 as="h2" id={headingId}>
          Instance: {instance.name}
        </Subtitle2>
      </div>
      {/* The count leaves deleted connections out (docs/api.md, the connection count) but says no more than that: each connection's badge
          beside it tells whether it is active, still pending setup or ending. */}
      <p data-testid="active-connection-count">
        {active} {active === 1 ? 'connection' : 'connections'}
      </p>
      <ConnectionSummary connections={counted} />
      {deleted > 0 ? (
        <p>{deleted === 1 ? '1 deleted connection is' : `${deleted} deleted connections are`} not counted.</p>
      ) : null}
      <div className={styles.links}>
        <AppLink to={CONNECTIONS_HREF}>{mayChange ? 'Manage connections' : 'See connections'}</AppLink>
        <AppLink to={INSTANCE_SELECT_HREF}>Switch instance</AppLink>
      </div>
    </section>
  );
}

import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { AppLink } from '../../components/AppLink';
import { LinkList } from '../../components/LinkList';
import { Screen } from '../../components/Screen';
import { useClientState } from '../../store';
import { activeConnectionCount, ConnectionSummary } from './ConnectionSummary';

const DESTINATIONS = [
  { to: '/table', text: 'Tables: design a table and land it in your sheet' },
  { to: '/library', text: 'Library: your saved designs and favorites' },
  { to: '/ETL/start', text: 'Import: bring fresh data from your source systems' },
  { to: '/settings/connection', text: 'Connections: the source systems this instance reads' },
  { to: '/settings', text: 'Settings: appearance, billing and the add-in' },
] as const;

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
  },
});

export default function HomeScreen() {
  const styles = useStyles();
  const { currentInstance, instanceConnections } = useClientState();
  const active = activeConnectionCount(instanceConnections);

  return (
    <Screen description="Your company's data, landed in the warehouse and ready for Excel.">
      <section className={styles.section} aria-labelledby="current-instance">
        <Subtitle2 as="h2" id="current-instance">
          {currentInstance ? `Instance: ${currentInstance.name}` : 'No instance chosen'}
        </Subtitle2>
        {currentInstance ? (
          <>
            <p data-testid="active-connection-count">
              {active} active {active === 1 ? 'connection' : 'connections'}
            </p>
            <ConnectionSummary connections={instanceConnections} />
            <AppLink to="/instanceSelect">Switch instance</AppLink>
          </>
        ) : (
          <AppLink to="/instanceSelect">Choose the instance to work in</AppLink>
        )}
      </section>
      <LinkList label="Start here" items={DESTINATIONS} />
    </Screen>
  );
}

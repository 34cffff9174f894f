import { makeStyles, tokens } from '@fluentui/react-components';
import { AppLink } from '../../components/AppLink';
import { Screen } from '../../components/Screen';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    paddingLeft: '1.25em',
  },
});

const DESTINATIONS = [
  { to: '/table', text: 'Tables: design a table and land it in your sheet' },
  { to: '/library', text: 'Library: your saved designs and favorites' },
  { to: '/ETL/start', text: 'Import: bring fresh data from your source systems' },
  { to: '/settings/connection', text: 'Connections: the source systems this instance reads' },
  { to: '/settings', text: 'Settings: appearance, billing and the add-in' },
] as const;

export default function HomeScreen() {
  const styles = useStyles();
  return (
    <Screen description="Your company's data, landed in the warehouse and ready for Excel.">
      <nav aria-label="Start here">
        <ul className={styles.list}>
          {DESTINATIONS.map((destination) => (
            <li key={destination.to}>
              <AppLink to={destination.to}>{destination.text}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </Screen>
  );
}

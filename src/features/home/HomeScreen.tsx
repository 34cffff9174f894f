import { LinkList } from '../../components/LinkList';
import { Screen } from '../../components/Screen';

const DESTINATIONS = [
  { to: '/table', text: 'Tables: design a table and land it in your sheet' },
  { to: '/library', text: 'Library: your saved designs and favorites' },
  { to: '/ETL/start', text: 'Import: bring fresh data from your source systems' },
  { to: '/settings/connection', text: 'Connections: the source systems this instance reads' },
  { to: '/settings', text: 'Settings: appearance, billing and the add-in' },
] as const;

export default function HomeScreen() {
  return (
    <Screen description="Your company's data, landed in the warehouse and ready for Excel.">
      <LinkList label="Start here" items={DESTINATIONS} />
    </Screen>
  );
}

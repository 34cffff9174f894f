import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { AppLink } from '../../components/AppLink';
import { OutOfDateSummary } from '../../landing/freshness';
import { LinkList } from '../../components/LinkList';
import { Screen } from '../../components/Screen';
import { useClientState } from '../../store';
import { InstanceOverview } from './InstanceOverview';
import { OnboardingChecklist } from './OnboardingChecklist';
import { RecentImports } from './RecentImports';
import { RecentlyLanded } from './RecentlyLanded';
import {
  CONNECTIONS_HREF,
  INSTANCE_SELECT_HREF,
  LIBRARY_HREF,
  SETTINGS_HREF,
  TABLES_HREF,
  importStartHref,
} from '../../routes/hrefs';

const DESTINATIONS = [
  { to: TABLES_HREF, text: 'Tables: design a table and land it in your sheet' },
  { to: LIBRARY_HREF, text: 'Library: your saved designs and favorites' },
  { to: importStartHref(), text: 'Import: bring fresh data from your source systems' },
  { to: CONNECTIONS_HREF, text: 'Connections: the source systems this instance reads' },
  { to: SETTINGS_HREF, text: 'Settings: appearance, billing and the add-in' },
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
  const { currentInstance } = useClientState();

  return (
    <Screen description="Your company's data, landed in the warehouse and ready for Excel.">
      {currentInstance ? (
        <>
          <InstanceOverview instance={currentInstance} />
          <OnboardingChecklist />
        </>
      ) : (
        <section className={styles.section} aria-labelledby="current-instance">
          <Subtitle2 as="h2" id="current-instance">
            No instance chosen
          </Subtitle2>
          <AppLink to={INSTANCE_SELECT_HREF}>Choose the instance to work in</AppLink>
        </section>
      )}
      {currentInstance ? <OutOfDateSummary /> : null}
      {currentInstance ? (
        <>
          <RecentImports />
          <RecentlyLanded />
        </>
      ) : null}
      <LinkList label="Start here" items={DESTINATIONS} />
    </Screen>
  );
}

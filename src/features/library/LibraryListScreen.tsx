import {
  Button,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Spinner,
  Subtitle2,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { TagMultipleRegular } from '@fluentui/react-icons/svg/tag-multiple';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { useLibrary } from './hooks/useLibrary';
import { LIBRARY_TOPICS_HREF } from './hrefs';
import { LibraryItemCard } from './LibraryItemCard';
import { emptyTabText, isLibraryTab, LIBRARY_TABS, libraryTabView, type LibraryTab } from './libraryView';

const useStyles = makeStyles({
  top: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  search: { flexGrow: 1, minWidth: '12rem', maxWidth: '100%' },
  tabs: { flexWrap: 'wrap' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

function TabContents({ tab, search }: { tab: LibraryTab; search: string }) {
  const styles = useStyles();
  const library = useLibrary();
  if (library.isPending) return <Spinner size="small" label="Loading the library…" />;
  if (library.isError) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>The library could not be loaded. Try again in a moment.</MessageBarBody>
      </MessageBar>
    );
  }
  const groups = libraryTabView(library.data.items, library.data.topics, tab, search);
  if (groups.length === 0) {
    return <Caption1 className={styles.muted}>{emptyTabText(tab, search.trim() !== '')}</Caption1>;
  }
  return groups.map((group) => (
    <section key={group.topicId ?? 'none'} className={styles.group} aria-label={group.name}>
      <Subtitle2 as="h2">{group.name}</Subtitle2>
      <ul className={styles.list}>
        {group.items.map((item) => (
          <LibraryItemCard key={item.id} item={item} />
        ))}
      </ul>
    </section>
  ));
}

function LibraryList() {
  const styles = useStyles();
  const panelId = useId();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const requested = params.get('tab');
  const tab: LibraryTab = isLibraryTab(requested) ? requested : 'LIBRARY';
  const selectTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return (
    <>
      <div className={styles.top}>
        <SearchBox
          className={styles.search}
          aria-label="Search the library by title and description"
          placeholder="Search titles and descriptions"
          value={search}
          onChange={(_, data) => setSearch(data.value)}
        />
        <Button icon={<TagMultipleRegular />} onClick={() => void navigate(LIBRARY_TOPICS_HREF)}>
          Topics
        </Button>
      </div>
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        aria-label="Library tabs"
        onTabSelect={(_, data) => selectTab(String(data.value))}
      >
        {LIBRARY_TABS.map((name) => (
          <Tab key={name} value={name} aria-controls={panelId}>
            {name}
          </Tab>
        ))}
      </TabList>
      <div id={panelId} role="tabpanel" aria-label={tab} className={styles.panel}>
        <TabContents tab={tab} search={search} />
      </div>
    </>
  );
}

export default function LibraryListScreen() {
  return (
    <Screen description="Your favorites, the shared library and your private items, by topic.">
      <RequireInstance>
        <LibraryList />
      </RequireInstance>
    </Screen>
  );
}

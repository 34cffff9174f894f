import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useState, type FormEvent } from 'react';
import { useApiMutation } from '../../api';
import { libraryTopicSetMutation } from '../../api/queryOptions/library';
import { AppLink } from '../../components/AppLink';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { useLibrary } from './hooks/useLibrary';
import { LIBRARY_LIST_HREF } from './hrefs';
import { TopicRow } from './TopicRow';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  field: { flexGrow: 1, minWidth: '10rem' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
});

function NewTopic() {
  const styles = useStyles();
  const [name, setName] = useState('');
  const create = useApiMutation(libraryTopicSetMutation, { onSuccess: () => setName('') });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') create.mutate({ topic: { name: name.trim() } });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        className={styles.field}
        label="New topic"
        validationMessage={create.isError ? create.error.message : undefined}
      >
        <Input value={name} maxLength={100} onChange={(_, data) => setName(data.value)} />
      </Field>
      <Button type="submit" icon={<AddRegular />} disabled={name.trim() === '' || create.isPending}>
        Add topic
      </Button>
    </form>
  );
}

function Topics() {
  const styles = useStyles();
  const library = useLibrary();
  if (library.isPending) return <Spinner size="small" label="Loading the topics…" />;
  if (library.isError) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>The topics could not be loaded. Try again in a moment.</MessageBarBody>
      </MessageBar>
    );
  }
  const { topics, items } = library.data;
  return (
    <>
      <NewTopic />
      <Subtitle2 as="h2">Topics of this instance</Subtitle2>
      {topics.length === 0 ? (
        <p>No topics yet. Add one above, then choose it when you edit an item.</p>
      ) : null}
      <ul className={styles.list} aria-label="Topics">
        {topics.map((topic) => (
          <TopicRow
            key={`${topic.id}-${topic.name}`}
            topic={topic}
            itemCount={items.filter((item) => item.topicId === topic.id).length}
          />
        ))}
      </ul>
      <AppLink to={LIBRARY_LIST_HREF}>Back to the library</AppLink>
    </>
  );
}

export default function LibraryTopicScreen() {
  return (
    <Screen description="The instance's topics: add, rename or remove them. Names are unique, whatever their case.">
      <RequireInstance>
        <Topics />
      </RequireInstance>
    </Screen>
  );
}

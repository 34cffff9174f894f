import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useApiMutation } from '../../api';
import type { LibraryItem } from '@wharf/contract';
import { libraryItemSetMutation } from '../../api/queryOptions/library';
import { AppLink } from '../../components/AppLink';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { useLibraryItem } from './hooks/useLibrary';
import { LIBRARY_LIST_HREF, libraryItemHref } from './hrefs';
import { NO_TOPIC } from './libraryView';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '32rem' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;

interface UpdateFormProps {
  item: LibraryItem;
  topics: ReadonlyArray<{ id: number; name: string }>;
}

function UpdateForm({ item, topics }: UpdateFormProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  // Someone else's item (or a managed template) is never changed: saving makes the user's own copy.
  const asCopy = !item.mine;
  const [title, setTitle] = useState(item.title);
  const [description, setDescription] = useState(item.description ?? '');
  const [topicId, setTopicId] = useState(asCopy ? '' : String(item.topicId ?? ''));
  const [visibility, setVisibility] = useState(asCopy ? 'private' : item.visibility);
  const [touched, setTouched] = useState(false);
  const save = useApiMutation(libraryItemSetMutation, {
    onSuccess: ({ item: saved }) => void navigate(libraryItemHref(saved.id), { replace: true }),
  });
  const titleProblem = title.trim() === '' ? 'Give the item a title.' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (titleProblem) return;
    save.mutate({
      item: {
        ...(asCopy ? {} : { id: item.id }),
        title: title.trim(),
        description: description.trim() || null,
        topicId: topicId === '' ? null : Number(topicId),
        visibility: visibility === 'shared' ? 'shared' : 'private',
        definition: item.definition,
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {asCopy ? (
        <MessageBar intent="info">
          <MessageBarBody>
            {item.sourceType === 'managed'
              ? 'This template comes with the connector and stays as it is: saving makes a copy of your own.'
              : `This item is ${item.owner?.name ?? 'someone else'}'s: saving makes a copy of your own.`}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <Field label="Title" required validationMessage={touched ? titleProblem : undefined}>
        <Input value={title} maxLength={TITLE_MAX} onChange={(_, data) => setTitle(data.value)} />
      </Field>
      <Field label="Description">
        <Textarea
          value={description}
          maxLength={DESCRIPTION_MAX}
          resize="vertical"
          onChange={(_, data) => setDescription(data.value)}
        />
      </Field>
      <Field label="Topic">
        <Select value={topicId} onChange={(_, data) => setTopicId(data.value)}>
          <option value="">{NO_TOPIC}</option>
          {topics.map((topic) => (
            <option key={topic.id} value={String(topic.id)}>
              {topic.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Who can see it">
        <RadioGroup
          value={visibility}
          onChange={(_, data) => setVisibility(data.value === 'shared' ? 'shared' : 'private')}
        >
          <Radio value="private" label="Private: only me" />
          <Radio value="shared" label="Shared with everyone in the instance" />
        </RadioGroup>
      </Field>
      {save.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>The item was not saved. Your changes are kept: try again.</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : asCopy ? 'Save a copy' : 'Save'}
        </Button>
        <AppLink to={libraryItemHref(item.id)}>Back to the item</AppLink>
      </div>
    </form>
  );
}

function UpdateItem({ itemId }: { itemId: number }) {
  const { library, item, missing } = useLibraryItem(itemId);
  if (library.isPending) return <Spinner size="small" label="Opening the library item…" />;
  if (library.isError || missing || !item) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          This library item is not in the library of this instance.{' '}
          <AppLink to={LIBRARY_LIST_HREF}>Back to the library</AppLink>
        </MessageBarBody>
      </MessageBar>
    );
  }
  return <UpdateForm item={item} topics={library.data.topics} />;
}

export default function LibraryUpdateScreen() {
  const { id } = useParams();
  return (
    <Screen description="Change a library item's title, description, topic and who can see it.">
      <RequireInstance>
        <UpdateItem key={id} itemId={Number(id)} />
      </RequireInstance>
    </Screen>
  );
}

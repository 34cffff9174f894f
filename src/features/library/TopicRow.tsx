import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useApiMutation } from '../../api';
import { libraryTopicRemoveMutation, libraryTopicSetMutation } from '../../api/queryOptions/library';
import { NO_TOPIC } from './libraryView';

const useStyles = makeStyles({
  row: {
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  field: { flexGrow: 1, minWidth: '10rem' },
  muted: { color: tokens.colorNeutralForeground2 },
});

interface TopicRowProps {
  topic: { id: number; name: string };
  itemCount: number;
}

/** One topic: rename it in place (a taken name shows the server's message) or remove it after a confirmation. */
export function TopicRow({ topic, itemCount }: TopicRowProps) {
  const styles = useStyles();
  const [name, setName] = useState(topic.name);
  const [confirming, setConfirming] = useState(false);
  const rename = useApiMutation(libraryTopicSetMutation);
  const remove = useApiMutation(libraryTopicRemoveMutation, { onSuccess: () => setConfirming(false) });
  const changed = name.trim() !== '' && name.trim() !== topic.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed) rename.mutate({ topic: { id: topic.id, name: name.trim() } });
  };

  return (
    <li className={styles.row}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          className={styles.field}
          label={`Name of topic ${topic.name}`}
          validationMessage={rename.isError ? rename.error.message : undefined}
        >
          <Input value={name} maxLength={100} onChange={(_, data) => setName(data.value)} />
        </Field>
        <Button type="submit" disabled={!changed || rename.isPending}>
          Rename
        </Button>
        <Dialog open={confirming} onOpenChange={(_, data) => setConfirming(data.open)}>
          <DialogTrigger disableButtonEnhancement>
            <Button aria-label={`Remove topic ${topic.name}`}>Remove</Button>
          </DialogTrigger>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>Remove the topic {topic.name}?</DialogTitle>
              <DialogContent>
                Its {itemCount} item{itemCount === 1 ? '' : 's'} stay in the library, under “{NO_TOPIC}”.
              </DialogContent>
              <DialogActions>
                <DialogTrigger disableButtonEnhancement>
                  <Button>Keep it</Button>
                </DialogTrigger>
                <Button
                  appearance="primary"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ topicId: topic.id })}
                >
                  Remove topic
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      </form>
      <Caption1 className={styles.muted}>
        {itemCount} item{itemCount === 1 ? '' : 's'}
      </Caption1>
    </li>
  );
}

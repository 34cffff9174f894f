import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { useHostStore } from '../../host';
import { NEW_TABLE_ID, type TableDesign } from '../../design/tableDesign';
import { useDesigner } from './hooks/useDesigner';
import { useSaveDraft } from './hooks/useSaveDraft';
import { tableDesignHref } from './hrefs';
import { MissingDesign } from './MissingDesign';
import { PublishToLibrary } from './PublishToLibrary';
import { SaveRefusal } from './SaveRefusal';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '32rem' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

function SaveForm({ routeId, design }: { routeId: string; design: TableDesign }) {
  const styles = useStyles();
  const save = useSaveDraft(routeId);
  const [name, setName] = useState(design.name);
  const [touched, setTouched] = useState(false);
  const problem = name.trim() === '' ? 'Give the design a name.' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    save.saveDraft(design, name.trim());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label="Name" required validationMessage={touched ? problem : undefined}>
        <Input value={name} maxLength={200} onChange={(_, data) => setName(data.value)} />
      </Field>
      <SaveRefusal refusal={save.refusal} />
      {save.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>The design was not saved. Your changes are kept: try again.</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        <AppLink to={tableDesignHref(routeId)}>Back to the design</AppLink>
      </div>
    </form>
  );
}

function SaveDesign({ routeId }: { routeId: string }) {
  const { design, status } = useDesigner(routeId);
  const mode = useHostStore((state) => state.mode);
  if (status === 'missing') return <MissingDesign routeId={routeId} />;
  if (!design) return <Spinner size="small" label="Opening the design…" />;
  return (
    <>
      <SaveForm routeId={routeId} design={design} />
      {/* In the browser a saved design already is a library item (docs/tables.md). */}
      {mode === 'excel' ? <PublishToLibrary design={design} /> : null}
    </>
  );
}

export default function TableSaveScreen() {
  const { id = NEW_TABLE_ID } = useParams();
  return (
    <Screen description="Name this table design and save it.">
      <RequireInstance>
        <SaveDesign key={id} routeId={id} />
      </RequireInstance>
    </Screen>
  );
}

import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { AI_LIMITS } from '@wharf/contract';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  field: { flexGrow: 1, minWidth: '12em' },
});

interface QuestionFormProps {
  label: string;
  placeholder: string;
  submitText: string;
  busy: boolean;
  /** Resolves true when the question was answered: only then is the box cleared. */
  onSubmit: (question: string) => Promise<boolean>;
  /** Text put in the box from outside (an example chosen). */
  value?: string;
  onValueChange?: (value: string) => void;
}

/** One labelled box and its button; what was typed stays when the call fails. */
export function QuestionForm({
  label,
  placeholder,
  submitText,
  busy,
  onSubmit,
  value,
  onValueChange,
}: QuestionFormProps) {
  const styles = useStyles();
  const [own, setOwn] = useState('');
  const text = value ?? own;
  const setText = onValueChange ?? setOwn;
  async function submit(event: FormEvent) {
    event.preventDefault();
    const question = text.trim();
    if (!question || busy) return;
    if (await onSubmit(question)) setText('');
  }
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <Field label={label} className={styles.field}>
        <Input
          value={text}
          placeholder={placeholder}
          maxLength={AI_LIMITS.questionLength}
          onChange={(_event, data) => setText(data.value)}
        />
      </Field>
      <Button type="submit" appearance="primary" disabled={busy || text.trim() === ''}>
        {submitText}
      </Button>
    </form>
  );
}

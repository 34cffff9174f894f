import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import { TRIAL_DAYS } from '@wharf/contract';
import { PlanChooser } from './PlanChooser';
import { TermsAcceptance } from './TermsAcceptance';
import type { NameCheck, useCompanySignup } from './useCompanySignup';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

function nameValidation(check: NameCheck): {
  state: 'none' | 'success' | 'error';
  message: string | undefined;
} {
  switch (check.state) {
    case 'checking':
      return { state: 'none', message: 'Checking the name…' };
    case 'available':
      // The warehouse schema the name makes is a stored key: a person is told only that the name is free.
      return { state: 'success', message: 'Available: no other company on Wharf has this name.' };
    case 'refused':
      return { state: 'error', message: check.message };
    default:
      return { state: 'none', message: undefined };
  }
}

/** /signup once signed in: the company (instance) name, its plan, the terms, and whether to start with a trial. */
export function CompanyForm({ form }: { form: ReturnType<typeof useCompanySignup> }) {
  const styles = useStyles();
  const plansLabel = useId();
  const termsLabel = useId();
  const validation = nameValidation(form.nameCheck);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Field
        label="Company name"
        required
        hint="Your team sees it when they choose where to work. Each name is used once."
        validationState={validation.state}
        validationMessage={validation.message}
      >
        <Input
          value={form.name}
          disabled={form.instanceCreated}
          autoComplete="organization"
          onChange={(_, data) => form.setName(data.value)}
        />
      </Field>
      <div className={styles.group} role="group" aria-labelledby={plansLabel}>
        <Subtitle2 as="h2" id={plansLabel}>
          Plan
        </Subtitle2>
        <PlanChooser
          plans={form.plans}
          pending={form.plansPending}
          failed={form.plansFailed}
          value={form.planId}
          onChange={form.setPlan}
          labelId={plansLabel}
        />
      </div>
      <div className={styles.group} role="group" aria-labelledby={termsLabel}>
        <Subtitle2 as="h2" id={termsLabel}>
          Terms
        </Subtitle2>
        <TermsAcceptance
          accepted={form.termsAccepted}
          onChange={form.setTermsAccepted}
          disabled={form.pending}
        />
      </div>
      <Checkbox
        checked={form.trial}
        onChange={(_, data) => form.setTrial(data.checked === true)}
        label={`Start with a free ${TRIAL_DAYS}-day trial of this plan`}
      />
      {form.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{form.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Button type="submit" appearance="primary" disabled={!form.canSubmit || form.pending}>
        {form.pending ? 'Creating your instance…' : 'Create the instance'}
      </Button>
    </form>
  );
}

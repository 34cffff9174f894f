import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import type { ConnectionSchedule, ScheduleFrequency } from '@wharf/contract';
import { DAILY_TIME_PATTERN } from '@wharf/contract';
import { scheduleSetMutation } from '../../api/queryOptions/schedules';
import { useApiMutation } from '../../api/queries';
import { AppLink } from '../../components/AppLink';
import { FactList } from '../../components/FactList';
import { RequirePermission } from '../../components/RequirePermission';
import {
  budgetText,
  planText,
  FREQUENCY_LABELS,
  lastRunText,
  nextRunText,
  scheduleSummary,
} from '../../components/importSchedule/scheduleText';
import { SETTINGS_HREF } from '../../routes/hrefs';
import { SchedulePauseToggle } from './SchedulePauseToggle';
import { zoneText } from '../../format/words';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { flexGrow: 1, minWidth: '130px' },
});

type Choice = ScheduleFrequency | 'off';
const CHOICES: readonly Choice[] = ['off', 'every15Minutes', 'hourly', 'daily'];
const isChoice = (value: string): value is Choice => CHOICES.some((choice) => choice === value);

interface ScheduleEditorProps {
  view: ConnectionSchedule;
  timeZone: string;
}

/** The pause toggle and the schedule's form, for those who may change schedules. */
function ScheduleControls({ view, timeZone }: ScheduleEditorProps) {
  const styles = useStyles();
  const [choice, setChoice] = useState<Choice>(view.schedule?.frequency ?? 'off');
  const [dailyTime, setDailyTime] = useState(view.schedule?.dailyTime ?? '06:00');
  const save = useApiMutation(scheduleSetMutation);
  // A new key after each save remounts the pause toggle, clearing its last outcome: one outcome shows at a time.
  const [saves, setSaves] = useState(0);
  const timeValid = choice !== 'daily' || DAILY_TIME_PATTERN.test(dailyTime);
  const submit = () => {
    setSaves((count) => count + 1);
    save.mutate({
      connectionId: view.connectionId,
      schedule:
        choice === 'off'
          ? null
          : {
              frequency: choice,
              dailyTime: choice === 'daily' ? dailyTime : null,
              enabled: view.schedule?.enabled ?? true,
            },
    });
  };
  return (
    <>
      {view.schedule ? (
        <SchedulePauseToggle
          key={saves}
          connectionId={view.connectionId}
          schedule={view.schedule}
          onFlip={() => save.reset()}
        />
      ) : null}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (timeValid) submit();
        }}
      >
        <Field label="Import on a schedule" className={styles.field}>
          <Select
            value={choice}
            onChange={(_, data) => {
              if (isChoice(data.value)) setChoice(data.value);
            }}
          >
            <option value="off">Off</option>
            {CHOICES.filter((c): c is ScheduleFrequency => c !== 'off').map((frequency) => (
              <option key={frequency} value={frequency}>
                {FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </Select>
        </Field>
        {choice === 'daily' ? (
          <Field
            label={`Time (${zoneText(timeZone)})`}
            className={styles.field}
            validationMessage={timeValid ? undefined : 'Give a 24-hour time such as 06:30.'}
            hint={
              <>
                The instance&apos;s time zone; <AppLink to={SETTINGS_HREF}>change it in Settings</AppLink>.
              </>
            }
          >
            <Input type="time" value={dailyTime} onChange={(_, data) => setDailyTime(data.value)} />
          </Field>
        ) : null}
        <Button type="submit" appearance="secondary" disabled={save.isPending || !timeValid}>
          {save.isPending ? 'Saving…' : 'Save schedule'}
        </Button>
      </form>
      {save.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{save.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {save.isSuccess && !save.error ? (
        <p role="status">{`Saved: ${scheduleSummary(save.data.schedule, save.data.timeZone)}.`}</p>
      ) : null}
    </>
  );
}

/**
 * A connection's scheduled import: next and last run, the source's calls used today, and — for those who may change
 * schedules — its editor. A refused schedule (over the source's daily call limit) is explained here and the choice
 * stays as the user left it. Saving keeps a paused schedule paused: only the pause toggle resumes it.
 */
export function ScheduleEditor({ view, timeZone }: ScheduleEditorProps) {
  const styles = useStyles();
  const headingId = useId();
  const plan = planText(view);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId} className={styles.heading}>
        Scheduled import
      </Subtitle2>
      <FactList
        facts={[
          ['Schedule', scheduleSummary(view, timeZone)],
          ['Next run', nextRunText(view)],
          ['Last run', lastRunText(view)],
          ['Calls today', budgetText(view)],
          ...(plan ? [['Calls a day', plan] as const] : []),
        ]}
      />
      <RequirePermission call="etlScheduleSet" doing="change import schedules">
        <ScheduleControls view={view} timeZone={timeZone} />
      </RequirePermission>
    </section>
  );
}

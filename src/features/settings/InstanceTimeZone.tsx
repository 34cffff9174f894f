import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { instanceTimeZoneSetMutation } from '../../api/queryOptions/schedules';
import { useApiMutation } from '../../api/queries';
import { FactList } from '../../components/FactList';
import { useImportSchedules } from '../../components/importSchedule/useImportSchedules';
import { browserTimeZone, timeZoneChoices } from './timeZones';
import { zoneText } from '../../format/words';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * The instance's time zone, which daily schedules run in (owners and admins set it). The browser's zone is offered
 * when it differs; a refused save keeps the choice on screen with the reason.
 */
export function InstanceTimeZone({ instanceId }: { instanceId: number }) {
  const styles = useStyles();
  const { timeZone, isPending, isError } = useImportSchedules();
  const zones = useMemo(() => timeZoneChoices(), []);
  // Each zone by its city and offset (src/format/words.ts), worked out once: the list holds about 400.
  const labels = useMemo(() => new Map(zones.map((zone) => [zone, zoneText(zone)])), [zones]);
  const suggested = useMemo(() => browserTimeZone(), []);
  const [choice, setChoice] = useState<string | null>(null);
  const save = useApiMutation(instanceTimeZoneSetMutation);
  if (isPending) return <p>Reading the time zone…</p>;
  if (isError) return <p>The instance’s time zone could not be read.</p>;
  const chosen = choice ?? timeZone;
  // A zone the server stored that this browser does not list is still shown, not silently replaced.
  const options = zones.includes(chosen) ? zones : [chosen, ...zones];
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ instanceId, timeZone: chosen });
      }}
    >
      <Field
        label="Time zone"
        hint={`Daily scheduled imports run at their time in this zone. This browser is in ${zoneText(suggested)}.`}
      >
        <Select value={chosen} onChange={(_, data) => setChoice(data.value)}>
          {options.map((zone) => (
            <option key={zone} value={zone}>
              {labels.get(zone) ?? zoneText(zone)}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.actions}>
        {chosen !== suggested && zones.includes(suggested) ? (
          <Button appearance="secondary" onClick={() => setChoice(suggested)}>
            {`Use ${zoneText(suggested)}`}
          </Button>
        ) : null}
        <Button type="submit" appearance="primary" disabled={save.isPending || chosen === timeZone}>
          {save.isPending ? 'Saving…' : 'Save time zone'}
        </Button>
      </div>
      {save.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{save.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {save.isSuccess && !save.error ? (
        <p role="status">{`Time zone saved: ${zoneText(save.data.timeZone)}.`}</p>
      ) : null}
    </form>
  );
}

/** What a member sees: the zone, read-only (only owners and admins change it). */
export function MemberTimeZone() {
  const { timeZone, isPending, isError } = useImportSchedules();
  const shown = isPending ? '…' : isError ? 'Could not be read' : zoneText(timeZone);
  return <FactList facts={[['Time zone', `${shown} (owners and admins set it)`]]} />;
}

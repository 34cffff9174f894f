import { Badge, Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { PauseRegular } from '@fluentui/react-icons/svg/pause';
import { PlayRegular } from '@fluentui/react-icons/svg/play';
import type { ConnectionSchedule } from '@wharf/contract';
import { scheduleSetMutation } from '../../api/queryOptions/schedules';
import { useApiMutation } from '../../api/queries';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

type SavedSchedule = NonNullable<ConnectionSchedule['schedule']>;

/**
 * Pauses or resumes a saved schedule without changing how often it runs. Resuming is checked against the source's
 * daily call limit again, so a refusal is shown here and the schedule stays paused.
 */
interface SchedulePauseToggleProps {
  connectionId: number;
  schedule: SavedSchedule;
  /** Called as the toggle saves, so the editor clears its own saved/refused line: one outcome shows at a time. */
  onFlip: () => void;
}

export function SchedulePauseToggle({ connectionId, schedule, onFlip }: SchedulePauseToggleProps) {
  const styles = useStyles();
  const toggle = useApiMutation(scheduleSetMutation);
  const paused = !schedule.enabled;
  const flip = () => {
    onFlip();
    toggle.mutate({
      connectionId,
      schedule: { frequency: schedule.frequency, dailyTime: schedule.dailyTime, enabled: paused },
    });
  };
  return (
    <>
      <div className={styles.row}>
        <Badge appearance="tint" color={paused ? 'warning' : 'success'}>
          {paused ? 'Paused' : 'Active'}
        </Badge>
        <Button
          appearance="secondary"
          icon={paused ? <PlayRegular /> : <PauseRegular />}
          disabled={toggle.isPending}
          onClick={flip}
        >
          {paused ? 'Resume schedule' : 'Pause schedule'}
        </Button>
      </div>
      {toggle.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{toggle.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {toggle.isSuccess && !toggle.error ? (
        <p role="status">
          {toggle.data.schedule.schedule?.enabled
            ? 'Resumed: imports run on the schedule again.'
            : 'Paused: no scheduled imports until you resume.'}
        </p>
      ) : null}
    </>
  );
}

import { Caption1, Card, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useMay } from '../../auth';
import { AppLink } from '../../components/AppLink';
import { FactList } from '../../components/FactList';
import { lastRunText, nextRunText, scheduleSummary } from '../../components/importSchedule/scheduleText';
import { useImportSchedules } from '../../components/importSchedule/useImportSchedules';
import { CONNECTIONS_HREF } from '../../routes/hrefs';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  name: { margin: 0, overflowWrap: 'anywhere' },
  note: { color: tokens.colorNeutralForeground2 },
});

/** The connections that import on a schedule, with their next and last run, above the past imports. */
export function ScheduledRuns() {
  const styles = useStyles();
  const headingId = useId();
  const { schedules, timeZone, isPending, isError } = useImportSchedules();
  const maySchedule = useMay('etlScheduleSet');
  if (isPending || isError) return null;
  const scheduled = schedules.filter((view) => view.schedule !== null);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.heading}>
        Scheduled imports
      </Subtitle2>
      {scheduled.length === 0 ? (
        <Caption1 className={styles.note}>
          No connection imports on a schedule.
          {maySchedule ? (
            <>
              {' '}
              <AppLink to={CONNECTIONS_HREF}>Set one on Connections</AppLink>.
            </>
          ) : null}
        </Caption1>
      ) : (
        scheduled.map((view) => (
          <Card key={view.connectionId} size="small" aria-label={`${view.connectionName} schedule`}>
            <Subtitle2 as="h3" className={styles.name}>
              {view.connectionName}
            </Subtitle2>
            <FactList
              facts={[
                ['Schedule', scheduleSummary(view, timeZone)],
                ['Next run', nextRunText(view)],
                ['Last run', lastRunText(view)],
              ]}
            />
          </Card>
        ))
      )}
    </section>
  );
}

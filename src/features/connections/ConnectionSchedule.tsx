import { useImportSchedules } from '../../components/importSchedule/useImportSchedules';
import { ScheduleEditor } from './ScheduleEditor';

/** The schedule block of one connection's card, once the instance's schedules are known and it can have one. */
export function ConnectionSchedule({ connectionId }: { connectionId: number }) {
  const { byConnection, timeZone } = useImportSchedules();
  const view = byConnection.get(connectionId);
  if (!view?.canSchedule) return null;
  return <ScheduleEditor view={view} timeZone={timeZone} />;
}

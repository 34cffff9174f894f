import { Badge } from '@fluentui/react-components';
import { JOB_STATUS_LOOK, type JobStatus } from './jobStatus';

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const look = JOB_STATUS_LOOK[status];
  return (
    <Badge appearance="tint" color={look.color} data-status={status}>
      {look.label}
    </Badge>
  );
}

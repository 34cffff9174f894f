/** An import's status in words, wherever it is shown (its badge on /importStatus, Home's last imports). */
import type { JobStatus } from '@wharf/contract';

export const JOB_STATUS_WORDS: Readonly<Record<JobStatus, string>> = {
  pending: 'Waiting',
  running: 'Running',
  cancelled: 'Cancelled',
  success: 'Succeeded',
  warning: 'Warnings',
  info: 'Finished with notes',
  error: 'Failed',
};

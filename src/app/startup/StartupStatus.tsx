import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useAuthStore } from '../../auth';

const useStyles = makeStyles({
  status: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    flexGrow: 1,
  },
});

/** While the start-up runs: a spinner and, during a cold start, the message for the attempt. */
export function StartupStatus() {
  const styles = useStyles();
  const statusMessage = useAuthStore((state) => state.statusMessage);
  return (
    <div className={styles.status} role="status" aria-live="polite">
      <Spinner size="medium" label={statusMessage ?? 'Signing you in…'} />
    </div>
  );
}

import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { selectSignedIn, useAuthStore } from '../../auth';
import { AppLink } from '../../components/AppLink';
import { useClientState } from '../../store';
import { INSTANCE_SELECT_HREF, LOGOUT_HREF } from '../../routes/hrefs';

const useStyles = makeStyles({
  controls: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  onBar: { color: 'inherit', ':hover': { color: 'inherit' } },
  instance: { color: 'inherit', fontWeight: tokens.fontWeightSemibold },
});

/**
 * The current instance (a link to switch it) and sign-out (/logout signs out, SPEC §2), in the navy bar. An error
 * page shows no instance: no page of one is open there.
 */
export function AccountControls({ showInstance = true }: { showInstance?: boolean }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const signedIn = useAuthStore(selectSignedIn);
  const currentInstance = useClientState((state) => state.currentInstance);
  if (!signedIn) return null;

  return (
    <div className={styles.controls}>
      {showInstance ? (
        <AppLink to={INSTANCE_SELECT_HREF} className={styles.instance}>
          {currentInstance?.name ?? 'Choose instance'}
        </AppLink>
      ) : null}
      <Button
        appearance="transparent"
        size="small"
        className={styles.onBar}
        onClick={() => void navigate(LOGOUT_HREF)}
      >
        Sign out
      </Button>
    </div>
  );
}

import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { selectSignedIn, signOutSession, useAuthStore } from '../../auth';
import { AppLink } from '../../components/AppLink';
import { clientState, useClientState } from '../../store';

const useStyles = makeStyles({
  controls: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  onBar: { color: 'inherit', ':hover': { color: 'inherit' } },
  instance: { color: 'inherit', fontWeight: tokens.fontWeightSemibold },
});

/** The current instance (a link to switch it) and sign-out, in the navy bar. */
export function AccountControls() {
  const styles = useStyles();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useAuthStore(selectSignedIn);
  const currentInstance = useClientState((state) => state.currentInstance);
  if (!signedIn) return null;

  const signOut = async () => {
    await signOutSession();
    clientState.clear();
    queryClient.clear();
    await navigate('/logout');
  };

  return (
    <div className={styles.controls}>
      <AppLink to="/instanceSelect" className={styles.instance}>
        {currentInstance?.name ?? 'Choose instance'}
      </AppLink>
      <Button appearance="transparent" size="small" className={styles.onBar} onClick={() => void signOut()}>
        Sign out
      </Button>
    </div>
  );
}

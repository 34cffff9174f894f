import { makeStyles, tokens } from '@fluentui/react-components';
import { selectSignedIn, useAuthStore } from '../../auth';
import { AppLink } from '../../components/AppLink';
import { useClientState } from '../../store';
import { INSTANCE_SELECT_HREF } from '../../routes/hrefs';

const useStyles = makeStyles({
  instance: {
    color: 'inherit',
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    maxWidth: '100%',
  },
});

/**
 * The current instance, a link to switch it, in the navy bar (sign-out is in the header's menu). An error page shows
 * no instance: no page of one is open there.
 */
export function AccountControls({ showInstance = true }: { showInstance?: boolean }) {
  const styles = useStyles();
  const signedIn = useAuthStore(selectSignedIn);
  const currentInstance = useClientState((state) => state.currentInstance);
  if (!signedIn || !showInstance) return null;
  const name = currentInstance?.name ?? 'Choose instance';
  return (
    <AppLink to={INSTANCE_SELECT_HREF} className={styles.instance} title={name}>
      {name}
    </AppLink>
  );
}

import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { CONNECTIONS_HREF, HOME_HREF } from '../../routes/hrefs';

const useStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
});

/** A sign-up step for an instance that was set up before: nothing to do here; Home is where its work goes on. */
export function AlreadySetUp({ instanceName }: { instanceName: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.block}>
      <p>
        {instanceName} is already set up: its sign-up is behind it. Home shows its connections, imports and
        what to do next.
      </p>
      <Button appearance="primary" onClick={() => void navigate(HOME_HREF)}>
        Go to Home
      </Button>
      <AppLink to={CONNECTIONS_HREF}>Manage its connections</AppLink>
    </div>
  );
}

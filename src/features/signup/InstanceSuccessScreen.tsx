import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { InstanceLogo } from '../../components/InstanceLogo';
import { Screen } from '../../components/Screen';
import { INSTANCE_SELECT_HREF, SIGN_UP_COMPLETED_HREF, SIGN_UP_HREF } from '../../routes/hrefs';
import { useClientState } from '../../store';
import { FirstConnectionForm } from './FirstConnectionForm';
import { useFirstConnection } from './useFirstConnection';

const useStyles = makeStyles({
  instance: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  schema: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** SPEC §2 /signup/instance/success: the instance exists; its first connection is named here. */
export default function InstanceSuccessScreen() {
  const styles = useStyles();
  const navigate = useNavigate();
  const instance = useClientState((state) => state.currentInstance);
  const connection = useFirstConnection(() => void navigate(SIGN_UP_COMPLETED_HREF));

  if (!instance) {
    return (
      <Screen description="Your instance has been created.">
        <p>
          No instance is open in this window.{' '}
          <AppLink to={INSTANCE_SELECT_HREF}>Choose your instance</AppLink> or{' '}
          <AppLink to={SIGN_UP_HREF}>create one</AppLink>.
        </p>
      </Screen>
    );
  }
  return (
    <Screen description="Your instance has been created. Now connect the system your data comes from.">
      <div className={styles.instance}>
        <InstanceLogo schema={instance.schema} />
        <div>
          <Subtitle2 as="h2">{instance.name}</Subtitle2>
          <div className={styles.schema}>Warehouse schema {instance.schema}</div>
        </div>
      </div>
      <FirstConnectionForm connection={connection} />
    </Screen>
  );
}

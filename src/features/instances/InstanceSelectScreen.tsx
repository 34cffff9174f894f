import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { noticeTextFor } from '../../api';
import { REDIRECT_QUERY, safeRedirectTarget } from '../../auth';
import { AppLink } from '../../components/AppLink';
import { Screen } from '../../components/Screen';
import { notify, Severity } from '../../notices';
import { useClientState, type Instance } from '../../store';
import { ROLE_NAME } from '../../components/roleName';
import { useHostStore } from '../../host';
import { InstanceLogo } from './InstanceLogo';
import { chooseInstance } from './instanceSession';
import { SIGN_UP_HREF } from '../../routes/hrefs';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  item: { listStyleType: 'none' },
  choice: { width: '100%', justifyContent: 'flex-start', gap: tokens.spacingHorizontalM, minHeight: '56px' },
  text: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', textAlign: 'left' },
  // The button's own foreground, a little smaller: legible on the chosen (primary) button as on the others.
  role: { color: 'inherit', fontSize: tokens.fontSizeBase200 },
});

export default function InstanceSelectScreen() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Where the user was going when they were asked to choose (a deep link, say); only a path of this app.
  const returnTo = safeRedirectTarget(params.get(REDIRECT_QUERY), window.location.origin);
  const { userInstances, currentInstance, userId } = useClientState();
  const hostMode = useHostStore((state) => state.mode);
  const [choosing, setChoosing] = useState<number | null>(null);

  const onChoose = async (instance: Instance) => {
    setChoosing(instance.id);
    try {
      await chooseInstance(instance);
      await navigate(returnTo);
    } catch (error) {
      notify({ text: noticeTextFor(error), severity: Severity.Error });
    } finally {
      setChoosing(null);
    }
  };

  if (userInstances.length === 0) {
    return (
      <Screen description="Choose the instance to work in.">
        {userId === null ? (
          <Spinner size="small" label="Loading your instances…" />
        ) : (
          <p>
            You are not a member of any instance yet. <AppLink to={SIGN_UP_HREF}>Create one</AppLink> or ask a
            colleague to invite you.
          </p>
        )}
      </Screen>
    );
  }

  return (
    <Screen
      description={`Choose the instance to work in. ${hostMode === 'excel' ? 'Excel remembers your choice in this workbook.' : 'This browser remembers your choice.'}`}
    >
      <ul className={styles.list} aria-label="Your instances">
        {userInstances.map((instance) => (
          <li key={instance.id} className={styles.item}>
            <Button
              className={styles.choice}
              appearance={currentInstance?.id === instance.id ? 'primary' : 'secondary'}
              aria-pressed={currentInstance?.id === instance.id}
              disabled={choosing !== null}
              onClick={() => void onChoose(instance)}
              icon={<InstanceLogo schema={instance.schema} />}
            >
              <span className={styles.text}>
                <span>{instance.name}</span>
                <span className={styles.role}>{ROLE_NAME[instance.role]}</span>
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </Screen>
  );
}

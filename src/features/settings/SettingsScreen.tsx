import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { LinkList } from '../../components/LinkList';
import { Screen } from '../../components/Screen';
import { ADDIN_SETTINGS_HREF, BILLING_HREF, CONNECTIONS_HREF, TRIAL_HREF } from '../../routes/hrefs';
import { useMay } from '../../auth';
import { AccountSection } from './AccountSection';
import { AppearanceSection } from './AppearanceSection';
import { InstanceSection } from './InstanceSection';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** /settings: the account, the instance with its members, appearance, and the other settings screens. */
export default function SettingsScreen() {
  const styles = useStyles();
  const moreId = useId();
  // Billing is offered only to those the API lets see it.
  const managesBilling = useMay('stripeInvoiceList');
  const pages = [
    { to: CONNECTIONS_HREF, text: 'Connections' },
    ...(managesBilling ? [{ to: BILLING_HREF, text: 'Billing' }] : []),
    { to: TRIAL_HREF, text: 'Trial' },
    { to: ADDIN_SETTINGS_HREF, text: 'Add-in settings' },
  ];
  return (
    <Screen description="Your account, this instance and how Wharf looks and works for you.">
      <AccountSection />
      <InstanceSection />
      <AppearanceSection />
      <section className={styles.group} aria-labelledby={moreId}>
        <Subtitle2 as="h2" id={moreId}>
          More settings
        </Subtitle2>
        <LinkList label="More settings" items={pages} />
      </section>
    </Screen>
  );
}

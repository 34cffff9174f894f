import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  tokens,
  type MessageBarIntent,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { notices, useCurrentNotice } from './notices';
import { Severity } from './severity';

const useStyles = makeStyles({
  host: {
    position: 'fixed',
    left: tokens.spacingHorizontalM,
    right: tokens.spacingHorizontalM,
    bottom: tokens.spacingVerticalM,
    zIndex: 1000,
    maxWidth: '480px',
    marginLeft: 'auto',
    marginRight: 'auto',
  },
});

const INTENT: Record<Severity, MessageBarIntent> = {
  [Severity.Valid]: 'success',
  [Severity.Warning]: 'warning',
  [Severity.Error]: 'error',
};

/** Shows the notice at the head of the queue; errors are announced assertively, the rest politely. */
export function NoticeHost() {
  const notice = useCurrentNotice();
  const styles = useStyles();
  return (
    <div className={styles.host} role={notice?.severity === Severity.Error ? 'alert' : 'status'}>
      {notice ? (
        <MessageBar key={notice.id} intent={INTENT[notice.severity]} data-testid="notice">
          <MessageBarBody>{notice.text}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                aria-label="Dismiss notice"
                appearance="transparent"
                icon={<DismissRegular />}
                onClick={() => notices.dismiss(notice.id)}
              />
            }
          />
        </MessageBar>
      ) : null}
    </div>
  );
}

import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import type { EtlJob } from '@wharf/contract';
import { Severity } from '../../notices';
import { localizeMessage } from './importText';
import { SEVERITY_LABEL } from './jobStatus';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

const INTENT = {
  [Severity.Valid]: 'success',
  [Severity.Warning]: 'warning',
  [Severity.Error]: 'error',
} as const;

/** A job's messages (retries are shown on their entity instead), each with its severity in words and colour. */
export function JobMessages({ messages }: { messages: EtlJob['messages'] }) {
  const styles = useStyles();
  if (messages.length === 0) return null;
  return (
    <div className={styles.list}>
      {messages.map((message, index) => (
        <MessageBar key={index} intent={INTENT[message.severity]}>
          <MessageBarBody>{`${SEVERITY_LABEL[message.severity] ?? ''}: ${localizeMessage(message.text)}`}</MessageBarBody>
        </MessageBar>
      ))}
    </div>
  );
}

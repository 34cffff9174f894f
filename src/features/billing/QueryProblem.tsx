import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';

interface QueryProblemProps {
  /** The server's message, shown as it came. */
  message: string;
  onRetry: () => void;
}

/** A part of a screen that could not be read: the server's words and a way to ask again. */
export function QueryProblem({ message, onRetry }: QueryProblemProps) {
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}

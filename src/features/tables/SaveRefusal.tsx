import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** Why a save was refused (no columns, no name), announced; the user's edits stay as they are. */
export function SaveRefusal({ refusal }: { refusal: string | null | undefined }) {
  if (!refusal) return null;
  return (
    <div role="alert">
      <MessageBar intent="warning">
        <MessageBarBody>{refusal}</MessageBarBody>
      </MessageBar>
    </div>
  );
}

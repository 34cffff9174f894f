/** The app's one notice queue and the hook that renders from it. */
import { useSyncExternalStore } from 'react';
import { NoticeQueue, type Notice, type NoticeInput } from './noticeQueue';

export const notices = new NoticeQueue();

export function notify(input: NoticeInput): void {
  notices.notify(input);
}

export function useCurrentNotice(): Notice | null {
  return useSyncExternalStore(
    (listener) => notices.subscribe(listener),
    () => notices.current(),
    () => null,
  );
}

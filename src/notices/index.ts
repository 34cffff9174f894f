export { notify, notices, useCurrentNotice } from './notices';
export { NoticeHost } from './NoticeHost';
export { Severity } from './severity';
export type { Notice, NoticeInput } from './noticeQueue';

export { MembersAndInvites } from './MembersAndInvites';

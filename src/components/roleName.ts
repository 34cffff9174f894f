import type { Role } from '@wharf/contract';

/** A role as a person reads it ("Owner"), never its stored key. */
export const ROLE_NAME: Readonly<Record<Role, string>> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

import type { ReactNode } from 'react';
import type { ApiPathName } from '@wharf/contract/paths.ts';
import { onlyWhoMaySentence, useCompanyName, useMay } from '../auth';

interface RequirePermissionProps {
  /** The call the controls inside would make. */
  call: ApiPathName;
  /** Its action, for calls whose payload picks one (the permission table names each). */
  action?: string;
  /** What the call does, finishing "Only owners and admins of Harbour Traders can …". */
  doing: string;
  /** What only those the table admits are shown; without it, nothing is shown to them. */
  children?: ReactNode;
}

/**
 * Controls the current user's role may use, or a plain sentence saying who may: a member never meets a button whose
 * call the server would refuse, nor an error with a retry that cannot work.
 */
export function RequirePermission({ call, action, doing, children }: RequirePermissionProps) {
  const may = useMay(call, action);
  const companyName = useCompanyName();
  if (may) return children ?? null;
  return <p>{onlyWhoMaySentence(call, doing, companyName, action)}</p>;
}

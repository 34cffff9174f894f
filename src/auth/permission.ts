/**
 * What the signed-in user may do in the current instance: their role there (client state) read against the
 * contract's permission table. Screens offer only the calls it admits and, where a control is withheld, say who may.
 */
import { useCallback } from 'react';
// The rules' own file, not the contract's barrel: the barrel builds every zod schema, and the header's links ask it.
import { PERMISSIONS, roleMay, type CallRule, type Role } from '@wharf/contract/permissions.ts';
import type { ApiPathName } from '@wharf/contract/paths.ts';
import { useClientState } from '../store';

const ROLE_PLURAL: Readonly<Record<Role, string>> = { owner: 'owners', admin: 'admins', member: 'members' };

function ruleOf(call: ApiPathName, action: string | undefined): CallRule {
  const permission = PERMISSIONS[call];
  return action === undefined ? permission.rule : (permission.actions?.[action]?.rule ?? permission.rule);
}

/** "owners and admins": the roles the table lets make the call (or the named action of it), in words. */
export function whoMayText(call: ApiPathName, action?: string): string {
  const rule = ruleOf(call, action);
  if (rule.who !== 'roles') return 'signed-in users';
  const names = rule.roles.map((role) => ROLE_PLURAL[role]);
  return names.length <= 1 ? (names[0] ?? 'nobody') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "Only owners and admins of Harbour Traders can change connections." */
export function onlyWhoMaySentence(
  call: ApiPathName,
  doing: string,
  companyName: string | null,
  action?: string,
): string {
  return `Only ${whoMayText(call, action)} of ${companyName ?? 'this instance'} can ${doing}.`;
}

/** Whether the current user may make the call (or its action) in the current instance; no instance: no. */
export function useMay(call: ApiPathName, action?: string): boolean {
  return useClientState(
    (state) => state.currentInstance !== null && roleMay(state.currentInstance.role, call, action),
  );
}

/** The same question for several calls at once (a list of links, each needing its own call). */
export function useMayCheck(): (call: ApiPathName, action?: string) => boolean {
  const role = useClientState((state) => state.currentInstance?.role ?? null);
  return useCallback((call, action) => role !== null && roleMay(role, call, action), [role]);
}

/** The current instance's company name, for sentences that say who may do what. */
export function useCompanyName(): string | null {
  return useClientState((state) => state.currentInstance?.name ?? null);
}

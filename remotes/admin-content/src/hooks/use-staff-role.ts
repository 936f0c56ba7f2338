import { useCallback } from 'react';
import { can, type Permission, type Role } from '@agency/contract';
import { selectRole, useAppSelector } from '@agency/shared-state';

/** The signed-in account's role and what the roles matrix (@agency/contract, the one the api
 * enforces) lets it do here: the screens show a role only what it may use. */
export function useStaffRole(): { role: Role | null; can(permission: Permission): boolean } {
  const role = useAppSelector(selectRole);
  const allowed = useCallback((permission: Permission) => can(role, permission), [role]);
  return { role, can: allowed };
}

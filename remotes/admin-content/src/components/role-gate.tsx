import type { ReactNode } from 'react';
import { roleCannotOpen, type Permission } from '@agency/contract';
import { Notice } from '@agency/ui/notice';
import { useStaffRole } from '../hooks/use-staff-role';
import { AdminPage } from './admin-page';

/** A screen of the back office as a role sees it: the screen when the role holds `permission`,
 * else a page that says so (never a blank page, nor a list the api would refuse). */
export function RoleGate({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const { role, can } = useStaffRole();
  if (can(permission)) return children;
  return (
    <AdminPage title="Not for your role" parent>
      <Notice tone="info">{roleCannotOpen(role ?? 'User')}</Notice>
    </AdminPage>
  );
}

import type { ReactNode } from 'react';
import { NotFoundPage } from '../components/NotFoundPage/NotFoundPage';
import type { PermissionCheck } from './createPermissionClient';
import { usePermission } from './usePermission';

export interface RequirePermissionProps extends PermissionCheck {
  children: ReactNode;
  /** Shown on denial instead of the not-found page. */
  errorPage?: ReactNode;
}

/**
 * Shows its children to those allowed, nothing while the check is on its way, and the not-found
 * page otherwise (spec 001 §2 "Permission guard"): a denied page looks like no page at all.
 */
export function RequirePermission({
  permission,
  resourceRef,
  errorPage,
  children,
}: RequirePermissionProps) {
  const { loading, allowed } = usePermission({ permission, resourceRef });
  if (loading) return null;
  if (allowed) return children;
  return errorPage ?? <NotFoundPage />;
}

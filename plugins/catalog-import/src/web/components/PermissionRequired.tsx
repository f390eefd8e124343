import { WarningPanel } from '@atrium/web-core';

export interface PermissionRequiredProps {
  /** What the person cannot do, e.g. "analyse URLs". */
  action: string;
  permission: string;
}

/** Says plainly what is not allowed and who can change that. */
export function PermissionRequired({ action, permission }: PermissionRequiredProps) {
  return (
    <WarningPanel
      severity="warning"
      title="Permission required"
      message={`To ${action}, contact your portal administrator to give you the '${permission}' permission.`}
      defaultExpanded
    />
  );
}

import {
  StatusAborted,
  StatusError,
  StatusOK,
  StatusPending,
  StatusRunning,
  StatusWarning,
  type StatusProps,
} from '@atrium/web-core';
import type { ComponentType } from 'react';
import type { StepStatus } from '../../../shared/contract';

const STATUS: Record<StepStatus, { label: string; Icon: ComponentType<StatusProps> }> = {
  open: { label: 'Open', Icon: StatusPending },
  processing: { label: 'Processing', Icon: StatusRunning },
  completed: { label: 'Completed', Icon: StatusOK },
  failed: { label: 'Failed', Icon: StatusError },
  skipped: { label: 'Skipped', Icon: StatusAborted },
  cancelled: { label: 'Cancelled', Icon: StatusWarning },
};

/** A task's or step's status: an icon whose shape tells it apart, and its name. */
export function TaskStatus({ status }: { status: StepStatus }) {
  const entry = STATUS[status] ?? STATUS.open;
  return <entry.Icon>{entry.label}</entry.Icon>;
}

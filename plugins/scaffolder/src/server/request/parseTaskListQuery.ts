import { InputError } from '@atrium/model';
import { TASK_STATUSES, type TaskStatus } from '../../shared';
import type { TaskListQuery } from '../store/taskStore';

type Query = Record<string, string | string[] | undefined>;

export const MAX_TASK_LIST_LIMIT = 1000;

/** `GET /v2/tasks`: `createdBy` and `status` (repeatable), `limit`, `offset`. */
export function parseTaskListQuery(query: Query): TaskListQuery {
  const createdBy = list(query.createdBy);
  const status = list(query.status);
  for (const value of status) {
    if (!(TASK_STATUSES as readonly string[]).includes(value)) {
      throw new InputError(`Invalid status ${value}: use one of ${TASK_STATUSES.join(', ')}`);
    }
  }
  return {
    ...(createdBy.length > 0 && { createdBy }),
    ...(status.length > 0 && { status: status as TaskStatus[] }),
    limit: parseCount(query.limit, 'limit', 1, MAX_TASK_LIST_LIMIT),
    offset: parseCount(query.offset, 'offset', 0, Number.MAX_SAFE_INTEGER),
  };
}

function list(value: string | string[] | undefined): string[] {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap(item =>
    item
      .split(',')
      .map(part => part.trim())
      .filter(Boolean),
  );
}

/** A whole number in [min, max] from one query value, or undefined when absent. */
export function parseCount(
  value: string | string[] | undefined,
  name: string,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value[value.length - 1] : value;
  if (text === undefined || !/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new InputError(
      `Invalid ${name} ${String(text)}: expected a whole number from ${min} to ${max}`,
    );
  }
  return Number(text);
}

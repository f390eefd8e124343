import type { JsonObject, SerializedTask, SerializedTaskEvent, TaskSpec } from '../../shared';
import type { TaskEventRow } from '../store/taskEventStore';
import type { TaskRow } from '../store/tables';

/** A task as the API answers it: never its secrets. */
export function serializeTask(row: TaskRow): SerializedTask {
  return {
    id: row.id,
    spec: JSON.parse(row.spec) as TaskSpec,
    status: row.status,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    ...(row.last_heartbeat_at !== null && {
      lastHeartbeatAt: new Date(Number(row.last_heartbeat_at)).toISOString(),
    }),
    ...(row.created_by !== null && { createdBy: row.created_by }),
  };
}

export function serializeTaskEvent(row: TaskEventRow): SerializedTaskEvent {
  return {
    id: row.id,
    taskId: row.task_id,
    type: row.event_type,
    body: JSON.parse(row.body) as JsonObject,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

import { useApiClient } from '@atrium/web-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SerializedTask } from '../../../shared/contract';
import { followTaskEvents } from '../../api/followTaskEvents';
import {
  applyTaskEvents,
  initialTaskRunState,
  restartTaskRunState,
  type TaskRunState,
} from './taskState';

export interface TaskRun {
  state: TaskRunState;
  /** Why following the events stopped early (the task vanished, access was withdrawn). */
  streamError?: Error;
  /** Follows the events again from the last one seen, after a retry. */
  restart(): void;
}

/**
 * Follows one task's events into a TaskRunState. Mount it with a `key` of the task id: the state
 * belongs to one task.
 */
export function useTaskRun(task: SerializedTask, onCompleted?: () => void): TaskRun {
  const api = useApiClient();
  const [state, setState] = useState(() => initialTaskRunState(task));
  const [streamError, setStreamError] = useState<Error>();
  const [generation, setGeneration] = useState(0);
  const lastEventId = useRef<number | undefined>(undefined);
  const onCompletedRef = useRef(onCompleted);
  useEffect(() => {
    onCompletedRef.current = onCompleted;
  });
  const taskId = task.id;

  useEffect(() => {
    const controller = new AbortController();
    followTaskEvents({
      api,
      taskId,
      after: lastEventId.current,
      signal: controller.signal,
      onEvents: events => {
        lastEventId.current = events[events.length - 1]?.id ?? lastEventId.current;
        setState(current => applyTaskEvents(current, events));
        if (events.some(event => event.type === 'completion')) onCompletedRef.current?.();
      },
    }).catch((error: unknown) => {
      if (!controller.signal.aborted) {
        setStreamError(error instanceof Error ? error : new Error(String(error)));
      }
    });
    return () => controller.abort();
  }, [api, taskId, generation]);

  const restart = useCallback(() => {
    setState(restartTaskRunState);
    setStreamError(undefined);
    setGeneration(value => value + 1);
  }, []);

  return { state, streamError, restart };
}

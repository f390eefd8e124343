import type {
  JsonObject,
  LogEventBody,
  SerializedTask,
  SerializedTaskEvent,
  StepStatus,
} from '../../../shared/contract';

export interface StepState {
  id: string;
  name: string;
  status: StepStatus;
  /** When the step's `processing` log event was written. */
  startedAt?: string;
  /** When it reached completed, failed, skipped or cancelled. */
  endedAt?: string;
}

export interface LogLine {
  eventId: number;
  stepId?: string;
  createdAt: string;
  message: string;
}

export interface OutputLink {
  title?: string;
  icon?: string;
  url?: string;
  entityRef?: string;
}

export interface OutputText {
  title?: string;
  icon?: string;
  content?: string;
  default?: boolean;
}

export interface TaskOutput {
  links: OutputLink[];
  text: OutputText[];
}

export interface TaskError {
  name?: string;
  message: string;
}

/** What the page knows of a run, built from the task and its events. */
export interface TaskRunState {
  steps: StepState[];
  log: LogLine[];
  lastEventId?: number;
  completed: boolean;
  cancelled: boolean;
  output?: TaskOutput;
  error?: TaskError;
}

export type TaskPhase = 'running' | 'completed' | 'failed' | 'cancelled';

const FINISHED: ReadonlySet<StepStatus> = new Set(['completed', 'failed', 'skipped', 'cancelled']);

export function initialTaskRunState(task: SerializedTask): TaskRunState {
  return {
    steps: task.spec.steps.map(step => ({
      id: step.id,
      name: step.name || step.id,
      status: 'open',
    })),
    log: [],
    completed: false,
    cancelled: false,
  };
}

/** Folds a batch of events into the state, as the event stream delivers them (spec 001 §3). */
export function applyTaskEvents(state: TaskRunState, events: SerializedTaskEvent[]): TaskRunState {
  let next: TaskRunState = { ...state, steps: [...state.steps], log: [...state.log] };
  for (const event of events) {
    next.lastEventId = event.id;
    if (event.type === 'log') next = applyLog(next, event);
    else if (event.type === 'cancelled') next.cancelled = true;
    else if (event.type === 'recovered') next = restartTaskRunState(next);
    else if (event.type === 'completion') next = applyCompletion(next, event.body);
  }
  return next;
}

function applyLog(state: TaskRunState, event: SerializedTaskEvent): TaskRunState {
  const body = event.body as Partial<LogEventBody>;
  const message = typeof body.message === 'string' ? body.message : '';
  state.log.push({ eventId: event.id, stepId: body.stepId, createdAt: event.createdAt, message });
  const index = state.steps.findIndex(step => step.id === body.stepId);
  const step = state.steps[index];
  if (!step || !body.status || body.status === step.status) return state;
  const updated: StepState = { ...step, status: body.status };
  if (body.status === 'processing') {
    updated.startedAt = event.createdAt;
    updated.endedAt = undefined;
  }
  if (FINISHED.has(body.status)) updated.endedAt = event.createdAt;
  state.steps[index] = updated;
  return state;
}

function applyCompletion(state: TaskRunState, body: JsonObject): TaskRunState {
  const error = readError(body.error);
  const endStatus: StepStatus = state.cancelled ? 'cancelled' : 'failed';
  return {
    ...state,
    completed: true,
    output: readOutput(body.output),
    error,
    // A step still running when the task ended did not finish: it ended with the task. A cancelled
    // run's completion carries no error (the server writes only its message).
    steps:
      error || state.cancelled
        ? state.steps.map(step =>
            step.status === 'processing' ? { ...step, status: endStatus } : step,
          )
        : state.steps,
  };
}

/** After a retry or a recovery the unfinished steps run again; the log is kept. */
export function restartTaskRunState(state: TaskRunState): TaskRunState {
  return {
    ...state,
    completed: false,
    cancelled: false,
    output: undefined,
    error: undefined,
    steps: state.steps.map(step =>
      step.status === 'completed' || step.status === 'skipped'
        ? step
        : { id: step.id, name: step.name, status: 'open' },
    ),
  };
}

/** Where the run stands, by its events first and by the task's own status when they say nothing. */
export function taskPhase(state: TaskRunState, taskStatus: SerializedTask['status']): TaskPhase {
  if (state.completed) {
    if (state.cancelled) return 'cancelled';
    if (!state.error) return 'completed';
    return state.cancelled || taskStatus === 'cancelled' ? 'cancelled' : 'failed';
  }
  if (taskStatus === 'completed' || taskStatus === 'failed' || taskStatus === 'cancelled') {
    return taskStatus;
  }
  return 'running';
}

function readError(value: unknown): TaskError | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { name, message } = value as { name?: unknown; message?: unknown };
  return {
    ...(typeof name === 'string' && { name }),
    message: typeof message === 'string' ? message : 'The task failed',
  };
}

export function readOutput(value: unknown): TaskOutput | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { links, text } = value as { links?: unknown; text?: unknown };
  return { links: objectsOf<OutputLink>(links), text: objectsOf<OutputText>(text) };
}

function objectsOf<T>(value: unknown): T[] {
  return Array.isArray(value)
    ? value.filter((item): item is T => !!item && typeof item === 'object')
    : [];
}

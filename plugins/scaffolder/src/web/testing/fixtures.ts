import type { Entity } from '@atrium/model';
import type { SerializedTask, SerializedTaskEvent, StepStatus } from '../../shared/contract';

export function taskFixture(overrides: Partial<SerializedTask> = {}): SerializedTask {
  return {
    id: 'task-1',
    status: 'processing',
    createdAt: '2026-03-10T12:00:00.000Z',
    createdBy: 'user:default/guest',
    spec: {
      apiVersion: 'scaffolder.backstage.io/v1beta3',
      parameters: { name: 'payments', owner: 'group:default/team-a' },
      steps: [
        { id: 'fetch', name: 'Fetch skeleton', action: 'fetch:template' },
        { id: 'publish', name: 'Publish', action: 'publish:git' },
        { id: 'register', name: 'Register', action: 'catalog:register' },
      ],
      output: {},
      templateInfo: {
        entityRef: 'template:default/node-service',
        entity: { metadata: { name: 'node-service', title: 'Node.js service' } },
      },
    },
    ...overrides,
  };
}

let nextCreatedAt = Date.parse('2026-03-10T12:00:00.000Z');

export function logEvent(
  id: number,
  message: string,
  options: { stepId?: string; status?: StepStatus; createdAt?: string } = {},
): SerializedTaskEvent {
  nextCreatedAt += 1000;
  return {
    id,
    taskId: 'task-1',
    type: 'log',
    body: {
      message,
      ...(options.stepId && { stepId: options.stepId }),
      ...(options.status && { status: options.status }),
    },
    createdAt: options.createdAt ?? new Date(nextCreatedAt).toISOString(),
  };
}

export function completionEvent(
  id: number,
  body: SerializedTaskEvent['body'] = {},
): SerializedTaskEvent {
  return {
    id,
    taskId: 'task-1',
    type: 'completion',
    body: { message: 'Run completed', ...body },
    createdAt: '2026-03-10T12:05:00.000Z',
  };
}

export function templateEntity(
  name: string,
  options: {
    title?: string;
    type?: string;
    tags?: string[];
    owner?: string;
    description?: string;
  } = {},
): Entity {
  return {
    apiVersion: 'scaffolder.backstage.io/v1beta3',
    kind: 'Template',
    metadata: {
      name,
      namespace: 'default',
      title: options.title,
      description: options.description,
      tags: options.tags,
    },
    spec: { type: options.type ?? 'service', owner: options.owner ?? 'group:default/platform' },
  };
}

export function groupEntity(name: string, displayName?: string): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Group',
    metadata: { name, namespace: 'default' },
    spec: { type: 'team', children: [], profile: displayName ? { displayName } : undefined },
  } as Entity;
}

import { createLogger } from '@atrium/server-core';
import type {
  NotificationSendOptions,
  NotificationsSender,
} from '@atrium/plugin-notifications/node';
import { describe, expect, it } from 'vitest';
import { BUILD_FAILED_TOPIC, createBuildFailureNotifier } from './createBuildFailureNotifier';

const KEY = { namespace: 'default', kind: 'Component', name: 'Rides' };
const logger = createLogger({ level: 'silent' });

function recordingSender(sent: Array<[string, NotificationSendOptions]>): NotificationsSender {
  return {
    async send(pluginId, options) {
      sent.push([pluginId, options]);
      return [];
    },
  };
}

describe('createBuildFailureNotifier', () => {
  it("tells the site's owners once per version of its sources", async () => {
    const sent: Array<[string, NotificationSendOptions]> = [];
    const notifier = createBuildFailureNotifier({ sender: () => recordingSender(sent), logger });

    await notifier.buildFailed(KEY, 'one', new Error('mkdocs.yml: site_name is missing'));
    await notifier.buildFailed(KEY, 'one', new Error('mkdocs.yml: site_name is missing'));
    expect(sent).toEqual([
      [
        'techdocs',
        {
          recipients: { type: 'entity', entityRef: 'component:default/rides' },
          payload: {
            title: 'Docs build failed: component:default/rides',
            description: 'mkdocs.yml: site_name is missing',
            link: '/docs/default/component/Rides',
            severity: 'high',
            topic: BUILD_FAILED_TOPIC,
            scope: 'techdocs-build:component:default/rides',
          },
        },
      ],
    ]);

    await notifier.buildFailed(KEY, 'two', new Error('x'.repeat(600)));
    expect(sent).toHaveLength(2);
    expect(sent[1]![1].payload.description).toBe(`${'x'.repeat(500)}…`);
  });

  it('does nothing without the notifications plugin, and never rejects', async () => {
    await createBuildFailureNotifier({ sender: () => undefined, logger }).buildFailed(
      KEY,
      'one',
      new Error('failed'),
    );
    const failing: NotificationsSender = {
      send: () => Promise.reject(new Error('database is gone')),
    };
    await expect(
      createBuildFailureNotifier({ sender: () => failing, logger }).buildFailed(
        KEY,
        'one',
        new Error('failed'),
      ),
    ).resolves.toBeUndefined();
  });
});

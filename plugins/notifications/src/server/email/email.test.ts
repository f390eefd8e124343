import type { Entity } from '@atrium/model';
import { catalogEntitiesServiceRef } from '@atrium/plugin-catalog/node';
import { definePlugin } from '@atrium/server-core';
import {
  describeEachDatabase,
  mockServiceToken,
  mockUserToken,
  startTestServer,
  type TestServer,
} from '@atrium/server-core/testing';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { NotificationSettings } from '../../shared';
import { notificationsPlugin } from '../plugin';

interface Mail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpServer() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', chunk => chunks.push(chunk as Buffer));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map(recipient => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { mails, port, close: () => new Promise<void>(resolve => server.close(() => resolve())) };
}

const PEOPLE: Entity[] = ['alice', 'bob'].map(name => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'User',
  metadata: { name, namespace: 'default' },
  spec: { profile: { email: `${name}@example.com` }, memberOf: [] },
}));

const catalogStandIn = definePlugin({
  id: 'catalog-stand-in',
  provides: [catalogEntitiesServiceRef],
  setup({ provide }) {
    provide(catalogEntitiesServiceRef, {
      async getEntityByRef(ref) {
        return PEOPLE.find(person => `user:default/${person.metadata.name}` === ref);
      },
      async getEntities() {
        return [];
      },
    });
  },
});

describeEachDatabase('notifications by email', database => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      database,
      config: {
        app: { baseUrl: 'https://portal.example.com' },
        notifications: {
          processors: {
            email: {
              transportConfig: { transport: 'smtp', hostname: '127.0.0.1', port: smtp.port },
              sender: 'Atrium <portal@example.com>',
              throttleInterval: { milliseconds: 10 },
            },
          },
        },
      },
      plugins: [notificationsPlugin, catalogStandIn],
    });
  });
  afterAll(async () => {
    await server.stop();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.mails.length = 0;
  });

  const send = (to: string, title: string) =>
    server.json('/api/notifications/notifications', {
      method: 'POST',
      token: mockServiceToken('scaffolder'),
      body: {
        recipients: { type: 'entity', entityRef: to },
        payload: { title, description: 'It took 42 s.', link: '/create/tasks/t-9' },
      },
    });

  const mailsTo = async (address: string) => {
    for (let waited = 0; waited < 5000; waited += 50) {
      const found = smtp.mails.filter(mail => mail.to.includes(address));
      if (found.length > 0) return found;
      await new Promise(resolve => setTimeout(resolve, 50));
    }
    return [];
  };

  it("mails the recipient at their User entity's address, with the link on the portal", async () => {
    expect((await send('user:default/alice', 'Task completed')).status).toBe(200);
    const [mail] = await mailsTo('alice@example.com');
    expect(mail?.from).toBe('portal@example.com');
    expect(mail?.raw).toContain('Subject: Task completed');
    expect(mail?.raw).toContain('https://portal.example.com/create/tasks/t-9');
  });

  it('offers the Email channel in settings, and sends no mail to someone who turned it off', async () => {
    const BOB = mockUserToken({
      userEntityRef: 'user:default/bob',
      ownershipEntityRefs: ['user:default/bob'],
    });
    await send('user:default/bob', 'First');
    expect(await mailsTo('bob@example.com')).toHaveLength(1);
    const settings = await server.json<NotificationSettings>('/api/notifications/settings', {
      token: BOB,
    });
    expect(settings.body.channels.map(channel => channel.id)).toEqual(['Web', 'Email']);
    const emailOff: NotificationSettings = {
      channels: [
        { id: 'Email', origins: [{ id: 'plugin:scaffolder', enabled: false, topics: [] }] },
      ],
    };
    await server.json('/api/notifications/settings', {
      method: 'POST',
      body: emailOff,
      token: BOB,
    });
    smtp.mails.length = 0;
    await send('user:default/bob', 'Second');
    await send('user:default/alice', 'Marker');
    // Mails go out in order: once Alice's arrived, Bob's would have too.
    expect(await mailsTo('alice@example.com')).toHaveLength(1);
    expect(smtp.mails.filter(mail => mail.to.includes('bob@example.com'))).toEqual([]);
    // The portal's own list still has it.
    const listed = await server.json<{ totalCount: number }>(
      '/api/notifications/notifications?search=Second',
      { token: BOB },
    );
    expect(listed.body.totalCount).toBe(1);
  });
});

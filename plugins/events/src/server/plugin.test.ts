import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticationError, isErrorBody } from '@atrium/model';
import { definePlugin } from '@atrium/server-core';
import { startTestServer, type TestServer } from '@atrium/server-core/testing';
import { httpEventsServiceRef, type HttpEvent } from '../node';
import { eventsPlugin } from './plugin';

/** A topic that takes events whose `x-token` header is `let-me-in`, and keeps them. */
function recordingPlugin(received: HttpEvent[]) {
  return definePlugin({
    id: 'recorder',
    deps: { events: httpEventsServiceRef },
    setup({ deps }) {
      deps.events.addTopic({
        topic: 'recorder',
        verify(event) {
          if (event.headers['x-token'] !== 'let-me-in')
            throw new AuthenticationError('Who are you?');
        },
        async handle(event) {
          received.push(event);
        },
      });
    },
  });
}

describe('POST /api/events/http/:topic', () => {
  const received: HttpEvent[] = [];
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ plugins: [eventsPlugin, recordingPlugin(received)] });
  });
  afterAll(() => server.stop());

  // Senders carry no Atrium token.
  const post = (topic: string, body: string, headers: Record<string, string> = {}) =>
    server.request(`/api/events/http/${topic}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      token: null,
    });

  it('hands a proven event to its topic with the body byte for byte, and answers 202', async () => {
    const body = '{ "spaced":  true ,"ü": 1 }';
    const response = await post('recorder', body, { 'x-token': 'let-me-in' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'accepted' });
    expect(received.at(-1)?.body.toString('utf8')).toBe(body);
    expect(received.at(-1)?.headers['x-token']).toBe('let-me-in');
  });

  it('takes any content type, as code hosts send form-encoded payloads too', async () => {
    const response = await post('recorder', 'payload=%7B%7D', {
      'x-token': 'let-me-in',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(202);
    expect(received.at(-1)?.body.toString()).toBe('payload=%7B%7D');
  });

  it('answers 401 for an unproven event and 404 for an unknown topic, in the standard body', async () => {
    const count = received.length;
    const refused = await post('recorder', '{}');
    expect(refused.status).toBe(401);
    expect(isErrorBody(await refused.json())).toBe(true);
    const unknown = await post('nobody', '{}', { 'x-token': 'let-me-in' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
      "No events are received for topic 'nobody'",
    );
    expect(received).toHaveLength(count);
  });

  it('refuses a body above 5 MB with 413', async () => {
    const response = await post('recorder', 'x'.repeat(5 * 1024 * 1024 + 1), {
      'x-token': 'let-me-in',
    });
    expect(response.status).toBe(413);
    expect(isErrorBody(await response.json())).toBe(true);
  });
});

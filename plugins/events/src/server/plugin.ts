import { NotFoundError } from '@atrium/model';
import { definePlugin } from '@atrium/server-core';
import { httpEventsServiceRef, type HttpEvent, type HttpEventTopic } from '../node';

/** Webhooks are small; a push of thousands of commits stays well below this. */
const MAX_EVENT_BYTES = 5 * 1024 * 1024;

/**
 * Receives events from other systems over HTTP (`POST /api/events/http/<topic>`) and hands each
 * to the plugin that added the topic. Callers carry no Atrium token: each topic proves its sender
 * itself (a code host's signature).
 */
export const eventsPlugin = definePlugin({
  id: 'events',
  provides: [httpEventsServiceRef],
  setup({ router, provide }) {
    const topics = new Map<string, HttpEventTopic>();
    provide(httpEventsServiceRef, {
      addTopic(topic) {
        if (topics.has(topic.topic)) {
          throw new Error(`Two plugins receive the events of topic '${topic.topic}'`);
        }
        topics.set(topic.topic, topic);
      },
    });
    // Signatures are over the exact bytes sent, so the body is kept as it came, whatever its type.
    router.removeAllContentTypeParsers();
    router.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_EVENT_BYTES },
      (_r, body, done) => done(null, body),
    );
    router.post<{ Params: { topic: string } }>(
      '/http/:topic',
      { config: { auth: 'unauthenticated' } },
      async (request, reply) => {
        const topic = topics.get(request.params.topic);
        if (!topic)
          throw new NotFoundError(`No events are received for topic '${request.params.topic}'`);
        const event: HttpEvent = {
          headers: Object.fromEntries(
            Object.entries(request.headers).map(([name, value]) => [
              name,
              [value].flat().join(', '),
            ]),
          ),
          body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        };
        topic.verify(event);
        await topic.handle(event);
        return reply.status(202).send({ status: 'accepted' });
      },
    );
  },
});

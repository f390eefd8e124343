import { InputError } from '@atrium/model';
import { z } from 'zod';
import { createTemplateAction } from '../../createTemplateAction';
import { stepExample } from '../stepExample';

const DEFAULT_MAX_WAIT_MS = 10 * 60_000;

const inputSchema = z.object({
  minutes: z.number().min(0).describe('Waiting period in minutes.').optional(),
  seconds: z.number().min(0).describe('Waiting period in seconds.').optional(),
  milliseconds: z.number().min(0).describe('Waiting period in milliseconds.').optional(),
});

export interface DebugWaitActionOptions {
  /** The longest wait a template may ask for; 10 minutes unless given. */
  maxWaitMs?: number;
}

/** `debug:wait`: waits, e.g. to leave time for a manual step; ends at once when cancelled. */
export function createDebugWaitAction(options: DebugWaitActionOptions = {}) {
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  return createTemplateAction<z.infer<typeof inputSchema>>({
    id: 'debug:wait',
    description: 'Waits for a certain period of time.',
    schema: { input: inputSchema },
    examples: [
      stepExample('Wait for 5 seconds', {
        id: 'wait-5sec',
        name: 'Wait for 5 seconds',
        action: 'debug:wait',
        input: { seconds: 5 },
      }),
      stepExample('Wait for a minute and a half', {
        id: 'wait-90sec',
        name: 'Wait for a minute and a half',
        action: 'debug:wait',
        input: { minutes: 1, seconds: 30 },
      }),
    ],
    async handler({ input, signal, logger }) {
      const ms =
        (input.minutes ?? 0) * 60_000 + (input.seconds ?? 0) * 1000 + (input.milliseconds ?? 0);
      if (ms > maxWaitMs) {
        throw new InputError(
          `Waiting duration is longer than the maximum threshold of ${describeMs(maxWaitMs)}`,
        );
      }
      logger.info(`Waiting for ${describeMs(ms)}`);
      await sleep(ms, signal);
    },
  });
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function describeMs(ms: number): string {
  if (ms % 60_000 === 0 && ms > 0) return `${ms / 60_000} minute${ms === 60_000 ? '' : 's'}`;
  if (ms % 1000 === 0) return `${ms / 1000} second${ms === 1000 ? '' : 's'}`;
  return `${ms} ms`;
}

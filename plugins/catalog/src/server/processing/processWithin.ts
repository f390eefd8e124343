import { processingError } from './processingError';
import type { SourceOutcome } from './types';

/**
 * The outcome of reading a source, or a failure naming the limit once `timeoutMs` has passed: a
 * file that keeps naming URLs that hang (each within the read timeout) is still given up on, and
 * read again at the next interval like any source that failed.
 */
export async function processWithin(
  work: Promise<SourceOutcome>,
  timeoutMs: number,
  label: string,
): Promise<SourceOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<SourceOutcome>(resolve => {
    timer = setTimeout(
      () =>
        resolve({
          status: 'failed',
          errors: [
            processingError(
              undefined,
              `Reading ${label} took longer than ${formatSeconds(timeoutMs)} (catalog.processingTimeout); it is read again later`,
            ),
          ],
        }),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function formatSeconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}

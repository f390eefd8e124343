/** A step given up because the task was cancelled; the run rejects with the signal's reason. */
export class CancelledError extends Error {}

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new CancelledError('cancelled');
}

// An action that ignores its signal must not keep a cancelled task running: the step is given
// up when the signal fires, and whatever the handler does later is ignored.
export async function untilDoneOrAborted(work: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) throw new CancelledError('cancelled');
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new CancelledError('cancelled'));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  work.catch(() => undefined);
  try {
    await Promise.race([work, aborted]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}

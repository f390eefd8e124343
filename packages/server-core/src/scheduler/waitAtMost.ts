/** Waits for every promise to settle, but no longer than `ms`; never rejects. */
export async function waitAtMost(ms: number, promises: ReadonlyArray<Promise<unknown>>) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(promises),
    new Promise<void>(resolve => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

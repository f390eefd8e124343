/** The error a promise is rejected with; a promise that resolves fails the test instead. */
export function failureOf(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a failure, but it succeeded');
    },
    (error: unknown) => error as Error,
  );
}

/** What a failed `fetch` (a TypeError) says of its cause: `ECONNREFUSED` rather than "fetch failed". */
export function describeFetchCause(error: TypeError): string {
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}

export interface CallApiOptions {
  token: string;
  method?: string;
  /** Sent as JSON when given. */
  body?: unknown;
}

export interface ApiAnswer<T> {
  status: number;
  /** The parsed JSON body (undefined when empty). */
  body: T;
  /** The body as sent, for assertions on what must not appear anywhere in it. */
  text: string;
}

/** One call of the portal's API with a bearer token, as a script would make it. */
export async function callApi<T = unknown>(
  base: string,
  pathname: string,
  { token, method, body }: CallApiOptions,
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${base}${pathname}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, text };
}

/** A JSON answer, as a fake backend in a web test gives it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A refusal in the standard error body, as the server answers one. */
export function errorResponse(status: number, name: string, message: string): Response {
  return jsonResponse(
    {
      error: { name, message },
      request: { method: 'GET', url: '/' },
      response: { statusCode: status },
    },
    status,
  );
}

import { describe, expect, it } from 'vitest';
import { ResponseError } from './ResponseError';

const errorBody = {
  error: { name: 'NotFoundError', message: 'Entity was not found' },
  request: { method: 'GET', url: '/entities/by-name/component/default/x' },
  response: { statusCode: 404 },
};

describe('ResponseError.fromResponse', () => {
  it('takes the message and cause from a JSON error body', async () => {
    const response = Response.json(errorBody, { status: 404, statusText: 'Not Found' });

    const error = await ResponseError.fromResponse(response);

    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ResponseError');
    expect(error.message).toBe('Entity was not found');
    expect(error.statusCode).toBe(404);
    expect(error.statusText).toBe('Not Found');
    expect(error.body).toEqual(errorBody);
    expect(error.cause).toEqual({ name: 'NotFoundError', message: 'Entity was not found' });
  });

  it('falls back to the status line for a non-JSON body', async () => {
    const response = new Response('<html>Bad gateway</html>', {
      status: 502,
      statusText: 'Bad Gateway',
      headers: { 'content-type': 'text/html' },
    });

    const error = await ResponseError.fromResponse(response);

    expect(error.message).toBe('Request failed with 502 Bad Gateway');
    expect(error.body).toBeUndefined();
    expect(error.cause).toBeUndefined();
  });

  it('does not throw when a body claiming to be JSON cannot be parsed', async () => {
    const response = new Response('{not json', {
      status: 500,
      statusText: 'Internal Server Error',
      headers: { 'content-type': 'application/json' },
    });

    const error = await ResponseError.fromResponse(response);

    expect(error.message).toBe('Request failed with 500 Internal Server Error');
  });

  it('ignores JSON that is not an error body', async () => {
    const response = Response.json({ hello: 'world' }, { status: 400, statusText: 'Bad Request' });

    const error = await ResponseError.fromResponse(response);

    expect(error.message).toBe('Request failed with 400 Bad Request');
    expect(error.body).toBeUndefined();
  });

  it('handles an empty body', async () => {
    const error = await ResponseError.fromResponse(new Response(null, { status: 503 }));

    expect(error.statusCode).toBe(503);
    expect(error.message).toBe('Request failed with 503');
  });
});

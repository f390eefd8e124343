import { describe, expect, it } from 'vitest';
import { findFuzzProblem } from './findFuzzProblem';
import type { RawAnswer } from './sendRawRequest';

const request = { method: 'GET', path: '/api/x?a=%zz', headers: {} };
const limits = { slowMs: 1000, hiddenPaths: ['/srv/atrium'] };
const answered = (status: number, body: unknown, totalMs = 5): RawAnswer => ({
  kind: 'answered',
  status,
  headers: {},
  text: typeof body === 'string' ? body : JSON.stringify(body),
  headersMs: totalMs,
  totalMs,
});
const errorBody = (status: number, message = 'Invalid a') => ({
  error: { name: 'InputError', message },
  request: { method: 'GET', url: '/api/x?a=%zz' },
  response: { statusCode: status },
});

describe('findFuzzProblem', () => {
  it('accepts successes and errors in the standard body', () => {
    expect(findFuzzProblem(request, answered(200, { items: [] }), limits)).toBeUndefined();
    expect(findFuzzProblem(request, answered(400, errorBody(400)), limits)).toBeUndefined();
  });

  it('flags every 5xx, even in the standard body', () => {
    expect(findFuzzProblem(request, answered(500, errorBody(500)), limits)).toMatch(
      /^answered 500/,
    );
    expect(findFuzzProblem(request, answered(503, errorBody(503)), limits)).toMatch(
      /^answered 503/,
    );
  });

  it('takes a connection-level 431 without a request part, but never with a wrong one', () => {
    const tooLarge = {
      error: { name: 'InputError', message: 'too large' },
      response: { statusCode: 431 },
    };
    expect(findFuzzProblem(request, answered(431, tooLarge), limits)).toBeUndefined();
    const wrong = { ...tooLarge, request: { method: 'GET', url: '/api/other' } };
    expect(findFuzzProblem(request, answered(431, wrong), limits)).toMatch(
      /not in the standard shape/,
    );
    const { request: _none, ...withoutRequest } = errorBody(400);
    expect(findFuzzProblem(request, answered(400, withoutRequest), limits)).toMatch(
      /not in the standard shape/,
    );
  });

  it('takes a connection-level 431 or 408 with no body at all, but no other empty error', () => {
    expect(findFuzzProblem(request, answered(431, ''), limits)).toBeUndefined();
    expect(findFuzzProblem(request, answered(408, ''), limits)).toBeUndefined();
    expect(findFuzzProblem(request, answered(400, ''), limits)).toMatch(
      /without a JSON error body/,
    );
  });

  it('judges an event stream by how soon it starts, not by how long it lasts', () => {
    const stream = (headersMs: number): RawAnswer => ({
      kind: 'answered',
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      text: ': stream open\n\n',
      headersMs,
      totalMs: 20_000,
    });
    expect(findFuzzProblem(request, stream(15), limits)).toBeUndefined();
    expect(findFuzzProblem(request, stream(1500), limits)).toBe('answered 200 after 1500 ms');
  });

  it('flags dropped connections and slow answers', () => {
    const dropped: RawAnswer = { kind: 'dropped', reason: 'socket hang up', totalMs: 3 };
    expect(findFuzzProblem(request, dropped, limits)).toBe('connection dropped: socket hang up');
    expect(findFuzzProblem(request, answered(200, {}, 1500), limits)).toBe(
      'answered 200 after 1500 ms',
    );
  });

  it('flags error bodies of another shape, another request or another status', () => {
    const other = [
      'Not Found',
      { statusCode: 400, error: 'Bad Request', message: 'x' },
      { ...errorBody(400), request: { method: 'GET', url: '/api/x' } },
      { ...errorBody(400), response: { statusCode: 404 } },
    ];
    for (const body of other) {
      expect(findFuzzProblem(request, answered(400, body), limits)).toMatch(/answered 400 with/);
    }
  });

  it('flags messages naming a server path', () => {
    const body = errorBody(404, 'No file /srv/atrium/data/x');
    expect(findFuzzProblem(request, answered(404, body), limits)).toBe(
      'answered 404 with a message naming the server path /srv/atrium',
    );
  });

  it('leaves HEAD error answers, which have no body, to their status alone', () => {
    const head = { ...request, method: 'HEAD' };
    expect(findFuzzProblem(head, answered(404, ''), limits)).toBeUndefined();
    expect(findFuzzProblem(head, answered(500, ''), limits)).toMatch(/^answered 500/);
  });
});

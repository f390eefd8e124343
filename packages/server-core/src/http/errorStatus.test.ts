import { describe, expect, it } from 'vitest';
import { ConflictError, InputError, NotFoundError, NotModifiedError } from '@atrium/model';
import { mapErrorToResponse } from './errorStatus';

describe('mapErrorToResponse', () => {
  it.each([
    [new InputError('bad'), 400],
    [new NotFoundError('gone'), 404],
    [new ConflictError('twice'), 409],
    [new NotModifiedError('same'), 304],
  ])('maps %s to its status', (error, status) => {
    expect(mapErrorToResponse(error)).toEqual({ status, name: error.name, message: error.message });
  });

  it('maps errors by name, so a rebuilt error maps too', () => {
    expect(mapErrorToResponse({ name: 'NotAllowedError', message: 'no' }).status).toBe(403);
  });

  it('hides the message of unexpected errors', () => {
    const mapped = mapErrorToResponse(new Error('connect ECONNREFUSED /var/secret'));
    expect(mapped).toEqual({ status: 500, name: 'Error', message: 'Internal server error' });
  });

  it('maps an oversized body to 413', () => {
    const tooLarge = Object.assign(
      new Error('FST_ERR_CTP_BODY_TOO_LARGE: Request body is too large'),
      {
        code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      },
    );
    expect(mapErrorToResponse(tooLarge)).toEqual({
      status: 413,
      name: 'PayloadTooLargeError',
      message: 'Request body is too large',
    });
  });
});

describe('mapErrorToResponse for framework and database errors', () => {
  const withCode = (code: string, message: string, extra: object = {}) =>
    Object.assign(new Error(message), { code, ...extra });

  it('maps a cancelled PostgreSQL statement to 503 without its SQL', () => {
    const mapped = mapErrorToResponse(
      withCode('57014', 'canceling statement due to statement timeout: select * from secrets'),
    );
    expect(mapped.status).toBe(503);
    expect(mapped.name).toBe('ServiceUnavailableError');
    expect(mapped.message).toMatch(/took too long/);
    expect(mapped.message).not.toContain('secrets');
  });

  it('maps NUL characters PostgreSQL cannot store to 400, and a busy SQLite to 503', () => {
    for (const code of ['22021', '22P05']) {
      expect(mapErrorToResponse(withCode(code, 'invalid byte sequence 0x00'))).toMatchObject({
        status: 400,
        name: 'InputError',
      });
    }
    expect(mapErrorToResponse(withCode('SQLITE_BUSY', 'database is locked')).status).toBe(503);
  });

  it("maps Fastify's client errors to their status in the standard names", () => {
    expect(mapErrorToResponse(withCode('FST_ERR_BAD_URL', "'/%zz' is not a valid url"))).toEqual({
      status: 400,
      name: 'InputError',
      message: "'/%zz' is not a valid url",
    });
    expect(
      mapErrorToResponse(withCode('FST_ERR_NOT_FOUND', 'Not Found', { statusCode: 404 })),
    ).toEqual({ status: 404, name: 'NotFoundError', message: 'Not Found' });
    // A status from elsewhere is not trusted: the message may be internal.
    expect(
      mapErrorToResponse(withCode('ENOENT', 'open /srv/atrium/x', { statusCode: 404 })).status,
    ).toBe(500);
  });

  it('never takes a status from a prototype member named like an error', () => {
    for (const name of ['constructor', 'toString', '__proto__']) {
      expect(mapErrorToResponse({ name, message: 'x' }).status).toBe(500);
    }
  });
});

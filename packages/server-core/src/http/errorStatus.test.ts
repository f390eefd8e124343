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

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAzureSharedKey } from './signAzureSharedKey';

const KEY = Buffer.from('account-key-bytes').toString('base64');

describe('signAzureSharedKey', () => {
  it('signs the verb, the standard headers by position, the x-ms headers and the resource', () => {
    const authorization = signAzureSharedKey({
      method: 'get',
      url: new URL('https://acme.blob.core.windows.net/docs/a%20b.md?comp=metadata&Timeout=30'),
      headers: {
        'X-Ms-Version': '2021-08-06',
        'x-ms-date': 'Fri, 27 Nov 2026 12:00:00 GMT',
        'If-None-Match': '"0x1"',
        'Content-Length': '0',
        Accept: 'application/xml',
      },
      accountName: 'acme',
      accountKey: KEY,
    });
    // Written out by hand: eleven standard header lines (Content-Length 0 signed as empty, only
    // If-None-Match set), the x-ms headers sorted, the resource with its parameters sorted.
    const stringToSign =
      'GET\n\n\n\n\n\n\n\n\n"0x1"\n\n\n' +
      'x-ms-date:Fri, 27 Nov 2026 12:00:00 GMT\nx-ms-version:2021-08-06\n' +
      '/acme/docs/a%20b.md\ncomp:metadata\ntimeout:30';
    const signature = createHmac('sha256', Buffer.from(KEY, 'base64'))
      .update(stringToSign)
      .digest('base64');
    expect(authorization).toBe(`SharedKey acme:${signature}`);
  });
});

import { describe, expect, it } from 'vitest';
import { clearCookie, serializeCookie } from './authCookies';

describe('serializeCookie', () => {
  it('is HttpOnly and SameSite=Lax, Secure only when asked', () => {
    const plain = serializeCookie('a', 'b', {
      path: '/api/auth/github',
      maxAgeSeconds: 60,
      secure: false,
    });
    expect(plain).toMatch(
      /^a=b; Max-Age=60; Expires=.+; Path=\/api\/auth\/github; HttpOnly; SameSite=Lax$/,
    );
    expect(serializeCookie('a', 'b', { path: '/', maxAgeSeconds: 60, secure: true })).toMatch(
      /; Secure$/,
    );
  });

  it('encodes what a cookie value cannot hold, and clears with Max-Age=0', () => {
    expect(
      serializeCookie('a', 'x; Path=/', { path: '/', maxAgeSeconds: 1, secure: false }),
    ).toMatch(/^a=x%3B%20Path%3D%2F; /);
    expect(clearCookie('a', { path: '/p', secure: false })).toMatch(/^a=; Max-Age=0; .*Path=\/p;/);
  });
});

import type { Page } from 'playwright-core';

/**
 * Resolves once the page has asked the signals socket for a channel whose name contains
 * `channel`. The frame listener is attached as the socket appears, in the same turn: the client
 * subscribes as soon as the socket opens, and a listener added a turn later can miss that frame.
 * Any signals socket counts, so a reconnect does not leave the wait on a closed one.
 */
export function waitForSignalSubscription(page: Page, channel: string): Promise<void> {
  return new Promise(resolve => {
    page.on('websocket', socket => {
      if (!socket.url().endsWith('/api/signals')) return;
      socket.on('framesent', frame => {
        if (String(frame.payload).includes(channel)) resolve();
      });
    });
  });
}

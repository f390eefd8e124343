import type { TechDocsSyncEvent } from '../shared';

/** One event of the sync stream, framed for `text/event-stream` with the data of spec 001 §7. */
export function formatSyncEvent(event: TechDocsSyncEvent): string {
  const data =
    event.type === 'log'
      ? JSON.stringify(event.line)
      : event.type === 'finish'
        ? JSON.stringify({ updated: event.updated })
        : JSON.stringify(event.message);
  return `event: ${event.type}\ndata: ${data}\n\n`;
}

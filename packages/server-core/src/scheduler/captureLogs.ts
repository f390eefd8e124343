import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../logging/createLogger';

export interface CapturedLogs {
  logger: Logger;
  /** Each line written so far, parsed. */
  readonly lines: ReadonlyArray<{ msg: string; level: number } & Record<string, unknown>>;
  messages(): string[];
}

/** A logger whose lines tests can read back. */
export function captureLogs(): CapturedLogs {
  const lines: Array<{ msg: string; level: number } & Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line) lines.push(JSON.parse(line) as (typeof lines)[number]);
      }
      done();
    },
  });
  return {
    logger: createLogger({ level: 'debug', destination }),
    lines,
    messages: () => lines.map(line => line.msg),
  };
}

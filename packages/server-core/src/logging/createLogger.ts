import { pino, type Logger } from 'pino';

export type { Logger };

export interface CreateLoggerOptions {
  level?: string;
  /** Pretty output is not bundled; plain JSON lines are what log collectors want. */
  destination?: NodeJS.WritableStream;
}

/** The root logger. Plugins get children scoped with `{ plugin }`. */
export function createLogger(options: CreateLoggerOptions = {}): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? 'info';
  return options.destination ? pino({ level }, options.destination) : pino({ level });
}

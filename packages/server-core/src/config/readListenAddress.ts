import type { Config } from './Config';
import { ConfigError } from './ConfigError';
import { configErrorMessages as messages } from './configErrorMessages';
import { locateConfigKey } from './locateConfigKey';

/** Where the backend listens; no host means every interface. */
export interface ListenAddress {
  host?: string;
  port: number;
}

const KEY = 'backend.listen';
const DEFAULT_PORT = 7007;

/**
 * Reads `backend.listen` in both forms Backstage accepts: an object `{ host?, port? }` or a string
 * '<port>', ':<port>' or '<host>:<port>'. The port defaults to 7007.
 */
export function readListenAddress(config: Config): ListenAddress {
  const value = config.getOptional(KEY);
  if (typeof value === 'string') return parseListenText(config, value);
  const listen = config.getOptionalConfig(KEY);
  const port = listen?.getOptionalNumber('port') ?? DEFAULT_PORT;
  checkPort(config, `${KEY}.port`, port);
  const host = listen?.getOptionalString('host');
  return host === undefined ? { port } : { host, port };
}

function parseListenText(config: Config, text: string): ListenAddress {
  const colonAt = text.lastIndexOf(':');
  const portText = text.slice(colonAt + 1).trim();
  const host =
    colonAt === -1
      ? ''
      : text
          .slice(0, colonAt)
          .trim()
          .replace(/^\[(.*)\]$/, '$1');
  if (!/^\d+$/.test(portText)) {
    const { key, source } = locateConfigKey(config, KEY);
    throw new ConfigError(messages.unableToConvert(key, source, 'listen address'));
  }
  const port = Number(portText);
  checkPort(config, KEY, port);
  return host === '' ? { port } : { host, port };
}

function checkPort(config: Config, configKey: string, port: number): void {
  if (Number.isInteger(port) && port >= 0 && port <= 65535) return;
  const { key, source } = locateConfigKey(config, configKey);
  throw new ConfigError(
    messages.invalidValue(key, source, String(port), 'a port number from 0 to 65535'),
  );
}

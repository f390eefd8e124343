import { createConfig, type Config } from '../../config/Config';

/** An entry view of `integrations.<type>[0]` read from app-config.yaml, as the readers get it. */
export function testEntry(type: string, data: object): Config {
  const config = createConfig({ integrations: { [type]: [data] } }, { source: 'app-config.yaml' });
  const [entry] = config.getConfigArray(`integrations.${type}`);
  if (!entry) throw new Error('no entry');
  return entry;
}

/** The message a reader stops the start with for `data`, or undefined when it reads it. */
export function problemOf(read: (entry: Config) => unknown, type: string, data: object) {
  try {
    read(testEntry(type, data));
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

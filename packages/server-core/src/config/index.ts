export { type Config, type ConfigContext, createConfig } from './Config';
export { ConfigError } from './ConfigError';
export { configErrorMessages } from './configErrorMessages';
export { defaultConfig } from './defaultConfig';
export { type LoadConfigOptions, type LoadedConfig, loadConfig } from './loadConfig';
export { type ConfigKeyLocation, locateConfigKey } from './locateConfigKey';
export { readDurationMs } from './readDurationMs';
export { type ListenAddress, readListenAddress } from './readListenAddress';
export { validateCoreConfig } from './validateCoreConfig';

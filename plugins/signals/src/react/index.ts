// Signals' face for other web plugins: listen to a channel from a component, or through the client.
export {
  CONNECT_POLL_MS,
  CONNECT_TIMEOUT_MS,
  createSignalsClient,
  RECONNECT_DELAY_MS,
  type CreateSignalsClientOptions,
  type SignalsClient,
  type SignalsSocket,
  type SignalsSocketConstructor,
} from './createSignalsClient';
export { useSignal, type SignalState } from './useSignal';
export { useSignalsClient } from './useSignalsClient';
export type { SignalsServerMessage } from '../shared';

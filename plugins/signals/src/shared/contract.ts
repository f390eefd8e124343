/** The plugin's id: its WebSocket lives at `/api/signals`. */
export const SIGNALS_PLUGIN_ID = 'signals';

/** What a client sends: start or stop receiving one channel's signals. */
export interface SignalsClientMessage {
  action: 'subscribe' | 'unsubscribe';
  channel: string;
}

/** What the server sends: a signal published on a channel the client subscribed to. */
export interface SignalsServerMessage<Message = unknown> {
  channel: string;
  message: Message;
}

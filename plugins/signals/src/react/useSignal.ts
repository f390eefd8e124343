import { useEffect, useRef, useState } from 'react';
import { useSignalsClient } from './useSignalsClient';

export interface SignalState<Message> {
  /** The latest signal on the channel since it was subscribed; undefined until one arrives. */
  lastSignal: Message | undefined;
}

/**
 * Listens to `channel` while mounted, re-rendering with each signal. `Message` is what the
 * publishing plugin documents for the channel; frames are not checked against it.
 */
export function useSignal<Message = unknown>(channel: string): SignalState<Message> {
  const client = useSignalsClient();
  // Kept with its channel so a signal of the previous channel is not shown for a new one.
  const [received, setReceived] = useState<{ channel: string; message: Message }>();
  const leave = useRef<() => void>(undefined);

  // On a change of channel the new subscription starts before the old one ends: were this the
  // app's only listener, ending first would close the socket only to open another at once.
  useEffect(() => {
    const leavePrevious = leave.current;
    leave.current = client.subscribe(channel, message =>
      setReceived({ channel, message: message as Message }),
    );
    leavePrevious?.();
  }, [client, channel]);
  useEffect(
    () => () => {
      leave.current?.();
      leave.current = undefined;
    },
    [],
  );

  return { lastSignal: received?.channel === channel ? received.message : undefined };
}

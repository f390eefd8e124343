import { useApiClient, useSessionManager } from '@atrium/web-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { KUBERNETES_PLUGIN_ID } from '../../../shared/constants';
import { TERMINAL_CLOSED_MESSAGE, TERMINAL_STARTING_MESSAGE } from '../../../shared/messages';
import {
  decodeFrame,
  encodeResize,
  encodeStdin,
  EXEC_PROTOCOL,
  ExecChannel,
  execUrl,
  type ExecTarget,
} from './execChannel';

export interface TerminalDialogProps extends ExecTarget {
  onClose: () => void;
}

type SocketState = 'starting' | 'open' | 'closed';

/** Spec 000 §2, §7: a shell in the container, in a dialog. */
export function TerminalDialog({ onClose, ...target }: TerminalDialogProps) {
  const api = useApiClient();
  const sessions = useSessionManager();
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<SocketState>('starting');
  const { clusterName, namespace, podName, containerName } = target;

  useEffect(() => {
    const url = execUrl(api.baseUrlFor(KUBERNETES_PLUGIN_ID), {
      clusterName,
      namespace,
      podName,
      containerName,
    });
    // A browser cannot add headers to a WebSocket: the identity token goes as a second subprotocol,
    // which the server takes as the bearer token and leaves out of what it passes to the cluster.
    // It is read once: a later refresh must not reconnect (and end) a running shell.
    const token = sessions.current()?.token;
    const socket = new WebSocket(url, token ? [EXEC_PROTOCOL, token] : EXEC_PROTOCOL);
    socket.binaryType = 'arraybuffer';
    let disposed = false;
    // Output that arrives before the terminal's chunk has loaded is written once it is there.
    let write: (text: string) => void;
    const early: string[] = [];
    write = text => early.push(text);
    let dispose = () => undefined as void;

    void loadTerminal()
      .then(({ Terminal }) => {
        if (disposed || !hostRef.current) return;
        const terminal = new Terminal({ cursorBlink: true, convertEol: true });
        terminal.open(hostRef.current);
        const send = (bytes: Uint8Array<ArrayBuffer>) => {
          if (socket.readyState === WebSocket.OPEN) socket.send(bytes);
        };
        terminal.onData(data => send(encodeStdin(data)));
        terminal.onResize(({ cols, rows }) => send(encodeResize(cols, rows)));
        // The socket may have opened while the terminal's chunk loaded.
        const sendSize = () => send(encodeResize(terminal.cols, terminal.rows));
        if (socket.readyState === WebSocket.OPEN) sendSize();
        else socket.addEventListener('open', sendSize);
        write = text => terminal.write(text);
        early.splice(0).forEach(write);
        terminal.focus();
        dispose = () => terminal.dispose();
      })
      .catch((error: unknown) => {
        // Without a terminal the session is of no use: close it and show the closed state.
        console.error(error);
        socket.close();
        setState('closed');
      });

    socket.addEventListener('open', () => setState('open'));
    socket.addEventListener('close', () => setState('closed'));
    socket.addEventListener('message', event => {
      const frame = decodeFrame(event.data as ArrayBuffer | string);
      // The error channel carries the final status as JSON; the shell's own output is enough.
      if (frame && frame.channel !== ExecChannel.error) write(frame.text);
    });
    return () => {
      disposed = true;
      socket.close();
      dispose();
    };
  }, [api, sessions, clusterName, namespace, podName, containerName]);

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby="kubernetes-terminal-title"
    >
      <DialogTitle id="kubernetes-terminal-title">
        Terminal of {podName} — {containerName}
      </DialogTitle>
      <DialogContent>
        {state === 'starting' && <Typography>{TERMINAL_STARTING_MESSAGE}</Typography>}
        {state === 'closed' && <Typography color="error">{TERMINAL_CLOSED_MESSAGE}</Typography>}
        <Box ref={hostRef} aria-label="Terminal" sx={{ minHeight: 320, bgcolor: '#000' }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

// The terminal and its styles are their own chunk, loaded when a terminal is first opened.
async function loadTerminal() {
  const [module] = await Promise.all([
    import('@xterm/xterm'),
    import('@xterm/xterm/css/xterm.css'),
  ]);
  return module;
}

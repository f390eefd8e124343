import { mockUserToken, type TestServer } from '@atrium/server-core/testing';
import WebSocket from 'ws';
import { EXEC_CHANNEL } from '../../testing';

export interface PodTerminal {
  socket: WebSocket;
  /** Sends text to the shell's stdin. */
  type(text: string): void;
  /** Resolves with the output so far once it contains `text`, or after `timeoutMs`. */
  waitFor(text: string, timeoutMs?: number): Promise<string>;
}

const RIDES_PODS =
  '/api/v1/namespaces/rides/pods?labelSelector=backstage.io%2Fkubernetes-id%3Drides-service';

/**
 * A terminal on a running rides-service pod of `cluster`, opened through the portal's proxy as a
 * signed-in user, the way the web app opens it.
 */
export async function openPodTerminal(server: TestServer, cluster: string): Promise<PodTerminal> {
  const list = await server.request(`/api/kubernetes/proxy${RIDES_PODS}`, {
    headers: { 'backstage-kubernetes-cluster': cluster },
  });
  const { items } = (await list.json()) as {
    items: Array<{ metadata: { name: string; deletionTimestamp?: string } }>;
  };
  const pod = items.find(item => !item.metadata.deletionTimestamp)!.metadata.name;
  const query = `cluster=${cluster}&container=rides-service&stdin=true&stdout=true&stderr=true&tty=true&command=%2Fbin%2Fsh`;
  const socket = new WebSocket(
    `${server.url.replace('http', 'ws')}/api/kubernetes/proxy/api/v1/namespaces/rides/pods/${pod}/exec?${query}`,
    ['channel.k8s.io'],
    { headers: { authorization: `Bearer ${mockUserToken()}` } },
  );
  let output = '';
  socket.on('message', (data: Buffer) => {
    if (data[0] === EXEC_CHANNEL.stdout) output += data.subarray(1).toString('utf8');
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    type: text =>
      socket.send(Buffer.concat([Buffer.from([EXEC_CHANNEL.stdin]), Buffer.from(text)])),
    async waitFor(text, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (!output.includes(text) && Date.now() < deadline) {
        await new Promise(resolve => setTimeout(resolve, 20));
      }
      return output;
    },
  };
}

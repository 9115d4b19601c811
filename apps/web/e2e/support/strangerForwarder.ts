/**
 * A loopback port that passes connections on to a server from another loopback address
 * (127.0.0.2), so the server sees a peer that is not 127.0.0.1: the browser, talking to it, is a
 * stranger on the network rather than a trusted proxy on this machine. Linux routes all of
 * 127.0.0.0/8 to the loopback interface, so no set-up is needed.
 */
import net from 'node:net';

export const STRANGER_ADDRESS = '127.0.0.2';

export interface StrangerForwarder {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startStrangerForwarder(targetPort: number): Promise<StrangerForwarder> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect({
      host: '127.0.0.1',
      port: targetPort,
      localAddress: STRANGER_ADDRESS,
    });
    track(client);
    track(upstream);
    // Either side failing or closing ends the pair, as a real network path would.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

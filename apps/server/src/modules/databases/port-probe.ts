/**
 * Whether anything accepts TCP connections on a port, for the progressive checks of the connect
 * form ("The port is closed."). Only addresses the host policy already vetted are dialled (no
 * second DNS lookup that could answer differently), each attempt is bounded by a timeout, and the
 * socket is closed as soon as it connects: nothing is sent.
 */
import net from 'node:net';

export const PORT_PROBE_TIMEOUT_MS = 3_000;

function tryAddress(address: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: address, port });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** True when at least one of the addresses accepts a connection on the port within the timeout. */
export async function isPortOpen(
  addresses: readonly string[],
  port: number,
  timeoutMs = PORT_PROBE_TIMEOUT_MS,
): Promise<boolean> {
  const attempts = await Promise.all(
    addresses.map((address) => tryAddress(address, port, timeoutMs)),
  );
  return attempts.some(Boolean);
}

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPortOpen } from './port-probe';

describe('isPortOpen', () => {
  let server: net.Server;
  let openPort: number;
  let closedPort: number;

  beforeAll(async () => {
    server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    openPort = (server.address() as net.AddressInfo).port;
    // A port that was free a moment ago: listen, note it, close.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers true when one address accepts the connection', async () => {
    expect(await isPortOpen(['127.0.0.1'], openPort, 1000)).toBe(true);
    expect(await isPortOpen(['127.0.0.1', '127.0.0.2'], openPort, 1000)).toBe(true);
  });

  it('answers false for a refused port and for no addresses', async () => {
    expect(await isPortOpen(['127.0.0.1'], closedPort, 1000)).toBe(false);
    expect(await isPortOpen([], openPort, 1000)).toBe(false);
  });
});

/**
 * Where a network database may point: link-local, metadata and multicast addresses are refused
 * whatever the settings, private ones when the deployment blocks them, checked on every address
 * a host name resolves to.
 */
import os from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { ValidationError } from '@panorama/core/errors/app-error';
import { validateConnection } from '../../src/engine/connection-uri';

describe('validateConnection: network hosts', () => {
  const resolveTo = (...addresses: string[]) => vi.fn(async () => addresses);

  it.each([
    ['postgresql://u@169.254.169.254/db', /link-local/],
    ['postgresql://u@169.254.1.1/db', /link-local/],
    ['mysql://u@[fe80::1]/db', /link-local/],
    ['postgresql://u@[::ffff:169.254.169.254]/db', /link-local/],
    ['postgresql://u@[::ffff:a9fe:a9fe]/db', /link-local/],
    ['postgresql://u@[64:ff9b::a9fe:a9fe]/db', /link-local/],
    ['postgresql://u@100.100.100.200/db', /metadata/],
    ['postgresql://u@[fd00:ec2::254]/db', /metadata/],
    ['postgresql://u@224.0.0.1/db', /multicast/],
  ])('blocks %s whatever blockPrivateHosts says', async (uri, reason) => {
    for (const blockPrivateHosts of [false, true]) {
      const resolveHost = resolveTo('8.8.8.8');
      const attempt = validateConnection(uri, {
        dataDir: os.tmpdir(),
        blockPrivateHosts,
        resolveHost,
      });
      await expect(attempt).rejects.toBeInstanceOf(ValidationError);
      await expect(attempt).rejects.toThrow(reason);
      expect(resolveHost).not.toHaveBeenCalled(); // literals are judged without DNS
    }
  });

  it.each(['metadata.google.internal', 'METADATA.Google.Internal.', 'metadata.goog'])(
    'blocks the metadata hostname %s before DNS',
    async (host) => {
      const resolveHost = resolveTo('8.8.8.8');
      await expect(
        validateConnection(`postgresql://u@${host}/db`, { dataDir: os.tmpdir(), resolveHost }),
      ).rejects.toThrow(/is not allowed/);
      expect(resolveHost).not.toHaveBeenCalled();
    },
  );

  it.each([
    [['93.184.216.34', '169.254.169.254'], /link-local/],
    [['fe80::1'], /link-local/],
    [['::ffff:169.254.10.10'], /link-local/],
    [['2606:4700::1', 'fd00:ec2::254'], /metadata/],
  ])('blocks a hostname when any resolved address (%j) is blocked', async (addresses, reason) => {
    await expect(
      validateConnection('mysql://u@innocent.example.com/db', {
        dataDir: os.tmpdir(),
        resolveHost: resolveTo(...addresses),
      }),
    ).rejects.toThrow(reason);
  });

  it('reports a hostname that does not resolve', async () => {
    const attempt = validateConnection('postgresql://u@nowhere.invalid/db', {
      dataDir: os.tmpdir(),
      resolveHost: vi.fn(async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      }),
    });
    await expect(attempt).rejects.toThrow('The hostname "nowhere.invalid" cannot be resolved');
    await expect(attempt).rejects.toMatchObject({ errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR' });
  });

  it('returns the resolved addresses of an allowed host', async () => {
    const resolved = await validateConnection('postgresql://u:pw@db.example.com:5432/sales', {
      dataDir: os.tmpdir(),
      resolveHost: resolveTo('93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'),
    });
    expect(resolved).toMatchObject({
      backend: 'postgresql',
      host: 'db.example.com',
      addresses: ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    });
  });

  const privateHosts = [
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '100.64.0.1',
    '0.0.0.0',
    '[::1]',
    '[fc00::1]',
    '[fd12:3456::1]',
    '[::ffff:10.0.0.1]',
  ];

  it.each(privateHosts)('allows the private host %s by default', async (host) => {
    await expect(
      validateConnection(`postgresql://u@${host}/db`, { dataDir: os.tmpdir() }),
    ).resolves.toMatchObject({ backend: 'postgresql' });
  });

  it.each(privateHosts)('blocks the private host %s with blockPrivateHosts', async (host) => {
    await expect(
      validateConnection(`postgresql://u@${host}/db`, {
        dataDir: os.tmpdir(),
        blockPrivateHosts: true,
      }),
    ).rejects.toThrow(
      /is not allowed: it is an? (private|loopback|carrier-grade NAT|unspecified|unique-local) address/,
    );
  });

  it('blocks a name resolving to a private address with blockPrivateHosts (real DNS: localhost)', async () => {
    await expect(
      validateConnection('mysql://root@localhost/test', { dataDir: os.tmpdir() }),
    ).resolves.toBeTruthy();
    await expect(
      validateConnection('mysql://root@localhost/test', {
        dataDir: os.tmpdir(),
        blockPrivateHosts: true,
      }),
    ).rejects.toThrow(/loopback/);
  });

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '[2001:4860:4860::8888]'])(
    'allows the public host %s with blockPrivateHosts',
    async (host) => {
      await expect(
        validateConnection(`postgresql://u@${host}/db`, {
          dataDir: os.tmpdir(),
          blockPrivateHosts: true,
        }),
      ).resolves.toMatchObject({ backend: 'postgresql' });
    },
  );
});

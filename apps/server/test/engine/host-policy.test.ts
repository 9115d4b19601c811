import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { addressBlockReason, guardedLookup } from '../../src/engine/host-policy';
import { embeddedIpv4, parseIp } from '../../src/engine/ip-address';

describe('parseIp', () => {
  it.each([
    ['127.0.0.1', [127, 0, 0, 1]],
    ['::1', [...Array(15).fill(0), 1]],
    ['::', Array(16).fill(0)],
    ['fe80::1', [0xfe, 0x80, ...Array(13).fill(0), 1]],
    ['::ffff:169.254.169.254', [...Array(10).fill(0), 0xff, 0xff, 169, 254, 169, 254]],
    ['::ffff:a9fe:a9fe', [...Array(10).fill(0), 0xff, 0xff, 169, 254, 169, 254]],
    ['2001:db8:0:0:1:0:0:1', [0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1]],
    ['1:2:3:4:5:6:7::', [0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 0]],
  ])('parses %s', (text, bytes) => {
    expect([...(parseIp(text)?.bytes ?? [])]).toEqual(bytes);
  });

  it.each(['localhost', '1.2.3', '256.0.0.1', 'fe80::1%eth0', '2130706433', ''])(
    'refuses %s',
    (text) => {
      expect(parseIp(text)).toBeNull();
    },
  );

  it('finds IPv4 inside mapped, NAT64 and 6to4 addresses', () => {
    const v4 = (text: string) => {
      const ip = parseIp(text);
      const embedded = ip ? embeddedIpv4(ip.bytes) : null;
      return embedded ? [...embedded].join('.') : null;
    };
    expect(v4('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(v4('64:ff9b::a9fe:a9fe')).toBe('169.254.169.254');
    expect(v4('2002:a9fe:a9fe::1')).toBe('169.254.169.254');
    expect(v4('::1')).toBeNull();
    expect(v4('2001:db8::1')).toBeNull();
  });
});

describe('addressBlockReason', () => {
  it.each([
    ['169.254.169.254', /link-local/],
    ['169.254.0.1', /link-local/],
    ['100.100.100.200', /metadata/],
    ['fe80::abcd', /link-local/],
    ['febf::1', /link-local/],
    ['fd00:ec2::254', /metadata/],
    ['::ffff:169.254.169.254', /link-local/],
    ['2002:a9fe:a9fe::', /link-local/],
    ['239.1.1.1', /multicast/],
    ['ff02::1', /multicast/],
    ['255.255.255.255', /reserved/],
  ])('always blocks %s', (address, reason) => {
    expect(addressBlockReason(address)).toMatch(reason);
    expect(addressBlockReason(address, { blockPrivateHosts: true })).toMatch(reason);
  });

  it.each([
    '127.0.0.1',
    '127.8.8.8',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.0.1',
    '100.64.1.1',
    '::1',
    'fc00::1',
    'fdff::1',
    '::',
    '0.0.0.0',
    '::ffff:192.168.1.1',
  ])('blocks %s only with blockPrivateHosts', (address) => {
    expect(addressBlockReason(address)).toBeNull();
    expect(addressBlockReason(address, { blockPrivateHosts: true })).not.toBeNull();
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.0',
    '169.253.255.255',
    '2606:4700::1111',
    '2001:db8::1',
  ])('allows the public address %s', (address) => {
    expect(addressBlockReason(address, { blockPrivateHosts: true })).toBeNull();
  });
});

describe('guardedLookup', () => {
  const lookupAll = (host: string, blockPrivateHosts: boolean) =>
    new Promise<unknown>((resolve, reject) => {
      guardedLookup({ blockPrivateHosts })(host, { all: true }, (err, addresses) =>
        err ? reject(err) : resolve(addresses),
      );
    });

  it('answers like dns.lookup for allowed hosts, in both shapes', async () => {
    await expect(lookupAll('localhost', false)).resolves.toEqual(
      expect.arrayContaining([expect.objectContaining({ address: expect.any(String) })]),
    );
    const single = await new Promise<string>((resolve, reject) => {
      guardedLookup({})('localhost', {}, (err, address) =>
        err ? reject(err) : resolve(address as string),
      );
    });
    expect(net.isIP(single)).not.toBe(0);
  });

  it('refuses at connect time what the policy blocks', async () => {
    await expect(lookupAll('localhost', true)).rejects.toThrow(/loopback/);
    await expect(lookupAll('metadata.google.internal', false)).rejects.toThrow(/metadata/);
  });

  it('stops a socket from connecting to a blocked resolution', async () => {
    const err = await new Promise<Error>((resolve) => {
      const socket = net.connect({
        host: 'localhost',
        port: 9,
        lookup: guardedLookup({ blockPrivateHosts: true }),
      });
      socket.on('error', resolve);
      socket.on('connect', () => resolve(new Error('connected')));
    });
    expect(err.message).toMatch(/is not allowed/);
  });
});

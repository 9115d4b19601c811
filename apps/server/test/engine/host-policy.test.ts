import net from 'node:net';
import os from 'node:os';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressBlockReason, assertHostAllowed, guardedLookup } from '../../src/engine/host-policy';
import type { IPv6 } from 'ipaddr.js';
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
    expect(parseIp(text)?.toByteArray()).toEqual(bytes);
  });

  it.each(['localhost', '1.2.3', '256.0.0.1', 'fe80::1%eth0', '2130706433', ''])(
    'refuses %s',
    (text) => {
      expect(parseIp(text)).toBeNull();
    },
  );

  it('finds IPv4 inside mapped, translated, NAT64, 6to4 and compatible addresses', () => {
    const v4 = (text: string) => {
      const ip = parseIp(text);
      return ip?.kind() === 'ipv6' ? (embeddedIpv4(ip as IPv6)?.toString() ?? null) : null;
    };
    expect(v4('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(v4('::ffff:0:10.1.2.3')).toBe('10.1.2.3');
    expect(v4('64:ff9b::a9fe:a9fe')).toBe('169.254.169.254');
    expect(v4('2002:a9fe:a9fe::1')).toBe('169.254.169.254');
    expect(v4('::10.1.2.3')).toBe('10.1.2.3');
    expect(v4('::1')).toBeNull();
    expect(v4('::')).toBeNull();
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

describe('blockPrivateHosts: the server itself, however it is spelled', () => {
  const blocked = (address: string) => addressBlockReason(address, { blockPrivateHosts: true });

  it.each([
    '::ffff:0:127.0.0.1', // IPv4-translated (SIIT)
    '::ffff:0:7f00:1',
    '::ffff:127.0.0.1', // IPv4-mapped
    '::ffff:7f00:1',
    '64:ff9b::7f00:1', // NAT64
    '64:ff9b::127.0.0.1',
    '64:ff9b:1::7f00:1', // NAT64, local use
    '::127.0.0.1', // IPv4-compatible
    '::7f00:1',
    '::ffff:0:10.0.0.1',
    '::ffff:0:192.168.1.1',
  ])('refuses %s', (address) => {
    expect(blocked(address)).not.toBeNull();
    expect(addressBlockReason(address)).toBeNull();
  });

  it('refuses every address of every interface of this machine', () => {
    const addresses = Object.values(os.networkInterfaces())
      .flat()
      .map((i) => i?.address ?? '');
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(blocked(address), address).not.toBeNull();
  });

  describe('with a public address on an interface', () => {
    const lanAddresses = ['203.0.113.7', '2606:4700:90::7'];
    beforeEach(() => {
      vi.spyOn(os, 'networkInterfaces').mockReturnValue({
        eth0: lanAddresses.map((address) => ({
          address,
          family: address.includes(':') ? 'IPv6' : 'IPv4',
          netmask: address.includes(':') ? 'ffff:ffff:ffff:ffff::' : '255.255.255.0',
          cidr: null,
          mac: '02:00:00:00:00:01',
          internal: false,
          scopeid: 0,
        })) as os.NetworkInterfaceInfo[],
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it.each([
      '203.0.113.7',
      '::ffff:203.0.113.7',
      '::ffff:cb00:7107',
      '::ffff:0:203.0.113.7',
      '64:ff9b::203.0.113.7',
      '::203.0.113.7',
      '2606:4700:90::7',
      '2606:4700:90:0:0:0:0:7',
    ])('refuses %s as an address of this server', (address) => {
      expect(blocked(address)).toMatch(/this server/);
      expect(addressBlockReason(address)).toBeNull();
    });

    it('still allows its neighbours', () => {
      expect(blocked('203.0.113.8')).toBeNull();
      expect(blocked('2606:4700:90::8')).toBeNull();
    });

    it('refuses hostnames resolving to any of them', async () => {
      for (const answer of [['203.0.113.7'], ['8.8.8.8', '::ffff:0:203.0.113.7']]) {
        await expect(
          assertHostAllowed('db.example.com', {
            blockPrivateHosts: true,
            resolve: () => Promise.resolve(answer),
          }),
        ).rejects.toThrow('Host "db.example.com" is not allowed: it is an address of this server');
      }
    });
  });

  it('refuses hostnames resolving to loopback in any spelling', async () => {
    for (const answer of [['::ffff:0:127.0.0.1'], ['64:ff9b::7f00:1'], ['::127.0.0.1']]) {
      await expect(
        assertHostAllowed('db.example.com', {
          blockPrivateHosts: true,
          resolve: () => Promise.resolve(answer),
        }),
      ).rejects.toThrow('Host "db.example.com" is not allowed');
    }
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

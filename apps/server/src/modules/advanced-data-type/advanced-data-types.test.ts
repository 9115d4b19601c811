import { describe, expect, it } from 'vitest';
import { internetAddress } from './internet-address';
import { internetPort } from './internet-port';
import { jsonWithBigints } from './json-with-bigints';

const OPERATORS = [
  'EQUALS',
  'GREATER_THAN_OR_EQUAL',
  'GREATER_THAN',
  'IN',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
];

describe('internet_address', () => {
  it('converts a CIDR network to its first and last address as integers', () => {
    // 10.0.0.0 = 10·2^24 = 167772160; 10.255.255.255 = 167772160 + 2^24 - 1 = 184549375.
    expect(internetAddress.convert(['10.0.0.0/8'])).toEqual({
      display_value: '167772160 - 184549375',
      error_message: '',
      valid_filter_operators: OPERATORS,
      values: [{ start: 167772160, end: 184549375 }],
    });
  });

  it('converts single addresses, host bits and netmasks like ip_network(strict=False)', () => {
    // 192.168.1.1 = 192·2^24 + 168·2^16 + 1·2^8 + 1 = 3232235777.
    expect(internetAddress.convert(['192.168.1.1']).values).toEqual([3232235777]);
    // 192.168.1.77/24 → 192.168.1.0 .. 192.168.1.255 = 3232235776 .. 3232236031.
    expect(internetAddress.convert(['192.168.1.77/24']).values).toEqual([
      { start: 3232235776, end: 3232236031 },
    ]);
    expect(internetAddress.convert(['192.168.1.0/255.255.255.0']).values).toEqual([
      { start: 3232235776, end: 3232236031 },
    ]);
    expect(internetAddress.convert(['3232235777']).values).toEqual([3232235777]);
    const both = internetAddress.convert(['1.2.3.4', '10.0.0.0/30']);
    // 1.2.3.4 = 16909060; 10.0.0.0/30 = 167772160 .. 167772163.
    expect(both.display_value).toBe('16909060, 167772160 - 167772163');
  });

  it('converts IPv6 exactly, beyond 2^53', () => {
    const result = internetAddress.convert(['2001:db8::/32']);
    // 2001:0db8:: = 0x20010db8 << 96.
    const start = 0x20010db8n << 96n;
    const end = start + (1n << 96n) - 1n;
    expect(result.values).toEqual([{ start, end }]);
    expect(jsonWithBigints({ result })).toContain(`"start":${start.toString()}`);
    expect(internetAddress.convert(['::1']).values).toEqual([1]);
    expect(internetAddress.convert(['::ffff:1.2.3.4']).values).toEqual([0xffff01020304]);
  });

  it('stops at the first value that is not a network, with Python’s message', () => {
    const result = internetAddress.convert(['10.0.0.1', 'nope', '10.0.0.2']);
    expect(result.error_message).toBe("'nope' does not appear to be an IPv4 or IPv6 network");
    expect(result.values).toEqual([167772161]);
    for (const bad of ['256.0.0.1', '10.0.0.0/33', '010.0.0.1', '1::2::3', "1' OR 1=1 --"]) {
      expect(internetAddress.convert([bad]).error_message, bad).not.toBe('');
    }
  });

  it('answers an empty value with an empty entry', () => {
    expect(internetAddress.convert(['']).values).toEqual(['']);
  });
});

describe('port', () => {
  it('converts numbers and service names to port lists', () => {
    expect(internetPort.convert(['http', 'ftp', '8080'])).toEqual({
      display_value: '[80], [20, 21], [8080]',
      error_message: '',
      valid_filter_operators: OPERATORS,
      values: [[80], [20, 21], [8080]],
    });
    expect(internetPort.convert(['https', 'ssh']).values).toEqual([[443], [22]]);
  });

  it('refuses unknown names and out-of-range numbers', () => {
    expect(internetPort.convert(['gopher']).error_message).toBe(
      "'gopher' does not appear to be a port name or number",
    );
    expect(internetPort.convert(['70000']).error_message).not.toBe('');
    expect(internetPort.convert(['0']).error_message).not.toBe('');
  });
});

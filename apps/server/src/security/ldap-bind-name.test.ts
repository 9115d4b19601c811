import { describe, expect, it } from 'vitest';
import { directBindName, escapeDnValue } from './ldap-bind-name';

describe('escapeDnValue', () => {
  it.each([
    ['alice', 'alice'],
    ['smith, j', 'smith\\, j'],
    ['a+b=c', 'a\\+b\\=c'],
    ['back\\slash', 'back\\\\slash'],
    ['"q"<a>;', '\\"q\\"\\<a\\>\\;'],
    ['#lead', '\\#lead'],
    ['mid#dle', 'mid#dle'],
    [' both ', '\\ both\\ '],
    ['nul\u0000byte', 'nul\\00byte'],
    ['Zoë', 'Zoë'],
  ])('escapes %j as %j (RFC 4514)', (value, escaped) => {
    expect(escapeDnValue(value)).toBe(escaped);
  });
});

describe('directBindName', () => {
  it('puts the escaped name where the format says, as Flask-AppBuilder does', () => {
    expect(
      directBindName(
        { usernameFormat: 'uid=%s,ou=people,dc=example,dc=org', appendDomain: '' },
        'a,b',
      ),
    ).toBe('uid=a\\,b,ou=people,dc=example,dc=org');
    expect(directBindName({ usernameFormat: '%s@example.org', appendDomain: '' }, 'alice')).toBe(
      'alice@example.org',
    );
    expect(directBindName({ usernameFormat: 'CORP\\%s-100%%', appendDomain: '' }, 'bob')).toBe(
      'CORP\\bob-100%',
    );
  });

  it('appends the domain after the format, or to the bare name', () => {
    expect(directBindName({ usernameFormat: '', appendDomain: 'corp.example.org' }, 'alice')).toBe(
      'alice@corp.example.org',
    );
    expect(
      directBindName({ usernameFormat: 'pre-%s', appendDomain: 'corp.example.org' }, 'alice'),
    ).toBe('pre-alice@corp.example.org');
  });
});

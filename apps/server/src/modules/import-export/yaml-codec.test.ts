import { describe, expect, it } from 'vitest';
import { parseBundleYaml, stringifyBundleYaml } from './yaml-codec';

describe('bundle YAML', () => {
  it('reads plain data with the core schema', () => {
    expect(parseBundleYaml('version: 1.0.0\ntype: Dashboard\nn: 3\nb: true\nz: null\n')).toEqual({
      ok: true,
      value: { version: '1.0.0', type: 'Dashboard', n: 3, b: true, z: null },
    });
    // YAML 1.1 spellings are plain strings in the core schema, dates are not converted.
    expect(parseBundleYaml('a: yes\nd: 2024-01-01\n')).toEqual({
      ok: true,
      value: { a: 'yes', d: '2024-01-01' },
    });
  });

  it.each([
    ['a custom tag', 'a: !!python/object/apply:os.system ["id"]\n'],
    ['a local tag', 'a: !shell ls\n'],
    ['duplicate keys', 'a: 1\na: 2\n'],
    ['several documents', 'a: 1\n---\nb: 2\n'],
    ['broken syntax', 'a: [1,\n'],
  ])('refuses %s', (_label, text) => {
    expect(parseBundleYaml(text)).toEqual({ ok: false });
  });

  it('refuses alias expansion past the cap (billion laughs)', () => {
    const lines = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
    let previous = 'a';
    for (const name of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) {
      lines.push(`${name}: &${name} [${Array(10).fill(`*${previous}`).join(',')}]`);
      previous = name;
    }
    expect(parseBundleYaml(lines.join('\n'))).toEqual({ ok: false });
  });

  it('quotes what YAML 1.1 (PyYAML) would read as something else', () => {
    const values = {
      a: 'yes',
      b: 'off',
      c: '2024-01-01',
      d: '1:20',
      e: '=',
      f: '<<',
      g: 'plain text',
      h: 1,
      i: null,
    };
    const text = stringifyBundleYaml(values);
    expect(text).toBe(
      'a: "yes"\nb: "off"\nc: "2024-01-01"\nd: "1:20"\ne: "="\nf: "<<"\ng: plain text\nh: 1\ni: null\n',
    );
    expect(parseBundleYaml(text)).toEqual({ ok: true, value: values });
  });
});

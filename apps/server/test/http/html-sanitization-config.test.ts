/**
 * The markdown HTML settings are checked at start: HTML_SANITIZATION_SCHEMA_EXTENSIONS must be a
 * Superset-shaped schema extension that lets no script run, and HTML_SANITIZATION_IFRAME_ORIGINS
 * a list of plain origins used only when frames are allowed; anything else stops the server with
 * a message naming the setting and the problem.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { tempDir } from '../support/test-stores';

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDir(), ...env });

describe('markdown HTML settings', () => {
  it('sanitise with the default allow-list and no frame origins by default', () => {
    expect(load({}).htmlSanitization).toEqual({
      enabled: true,
      schemaExtensions: {},
      iframeOrigins: [],
    });
    expect(load({ HTML_SANITIZATION: 'false' }).htmlSanitization.enabled).toBe(false);
  });

  it('read the schema extensions and frame origins as JSON', () => {
    const extensions = {
      attributes: { '*': ['style', 'className'], iframe: ['src', ['allowFullScreen', true]] },
      tagNames: ['style', 'iframe'],
      protocols: { href: ['ftp'] },
    };
    const settings = load({
      HTML_SANITIZATION_SCHEMA_EXTENSIONS: JSON.stringify(extensions),
      HTML_SANITIZATION_IFRAME_ORIGINS:
        '["https://www.youtube-nocookie.com", "https://*.example.com:8443"]',
    }).htmlSanitization;
    expect(settings.schemaExtensions).toEqual(extensions);
    expect(settings.iframeOrigins).toEqual([
      'https://www.youtube-nocookie.com',
      'https://*.example.com:8443',
    ]);
  });

  it.each([
    ['{oops', /HTML_SANITIZATION_SCHEMA_EXTENSIONS must be JSON/],
    ['["iframe"]', /HTML_SANITIZATION_SCHEMA_EXTENSIONS must be a JSON object/],
    ['{"tagNames": ["script"]}', /tagNames\.0: <script> is never allowed/],
    ['{"tagNames": ["IFRAME", "Object"]}', /tagNames\.1: <Object> is never allowed/],
    ['{"attributes": {"*": ["onError"]}}', /attributes\.\*\.0: onError is never allowed/],
    ['{"attributes": {"iframe": ["srcdoc"]}}', /srcdoc is never allowed/],
    ['{"attributes": {"script": ["src"]}}', /attributes\.script: <script> is never allowed/],
    ['{"protocols": {"href": ["javascript"]}}', /javascript: URLs are never allowed/],
    ['{"protocols": {"src": ["data"]}}', /data: URLs are never allowed/],
    ['{"strip": ["style"]}', /Unrecognized key: "strip" \(only tagNames, attributes and protocols/],
    ['{"tagNames": "iframe"}', /Invalid HTML_SANITIZATION_SCHEMA_EXTENSIONS: tagNames:/],
  ])('refuse the schema extensions %s', (value, message) => {
    expect(() => load({ HTML_SANITIZATION_SCHEMA_EXTENSIONS: value })).toThrow(message);
  });

  const withFrames = JSON.stringify({ tagNames: ['iframe'] });

  it.each([
    ['https://example.com/embed'],
    ['example.com'],
    ["https://example.com; script-src 'unsafe-inline'"],
    ['javascript:alert(1)'],
  ])('refuse the frame origin %s', (origin) => {
    expect(() =>
      load({
        HTML_SANITIZATION_SCHEMA_EXTENSIONS: withFrames,
        HTML_SANITIZATION_IFRAME_ORIGINS: JSON.stringify([origin]),
      }),
    ).toThrow(/HTML_SANITIZATION_IFRAME_ORIGINS must be a JSON list of origins/);
  });

  it('refuse frame origins while markdown may not contain frames', () => {
    const origins = '["https://www.youtube-nocookie.com"]';
    expect(() => load({ HTML_SANITIZATION_IFRAME_ORIGINS: origins })).toThrow(
      /add "iframe" to the tagNames of HTML_SANITIZATION_SCHEMA_EXTENSIONS/,
    );
    const unsanitised = load({
      HTML_SANITIZATION: 'false',
      HTML_SANITIZATION_IFRAME_ORIGINS: origins,
    });
    expect(unsanitised.htmlSanitization.iframeOrigins).toEqual([
      'https://www.youtube-nocookie.com',
    ]);
  });
});

/**
 * The markdown HTML settings reach the browser: the bootstrap payload carries HTML_SANITIZATION
 * and HTML_SANITIZATION_SCHEMA_EXTENSIONS as Superset's does, and the pages' Content-Security-
 * Policy lets frames load from this site and the origins of HTML_SANITIZATION_IFRAME_ORIGINS only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeVariants, tempDir } from '../support/test-stores';
import { useTestApp } from '../support/use-test-app';

function builtWebApp(): string {
  const dist = tempDir('panorama-web-dist-');
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Panorama</title>');
  return dist;
}

const [sqlite] = await storeVariants();
const webApp = { serveWeb: true } as const;

async function conf(suite: ReturnType<typeof useTestApp>) {
  const res = await suite.t.get('/api/v1/common/bootstrap_data/', suite.admin);
  return (res.json() as { result: { conf: Record<string, unknown> } }).result.conf;
}

describe('markdown HTML settings by default', () => {
  const suite = useTestApp(sqlite!, { WEB_DIST_DIR: builtWebApp() }, webApp);

  it('sanitise with no extensions and allow frames of this site only', async () => {
    const settings = await conf(suite);
    expect(settings.HTML_SANITIZATION).toBe(true);
    expect(settings.HTML_SANITIZATION_SCHEMA_EXTENSIONS).toEqual({});
    const page = await suite.t.get('/dashboard/list/', {});
    expect(page.statusCode).toBe(200);
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("frame-src 'self';");
    expect(csp).toContain("script-src 'self';");
  });
});

describe('markdown HTML settings with frames allowed', () => {
  const extensions = {
    attributes: { '*': ['style', 'className'], iframe: ['allowFullScreen'] },
    tagNames: ['style', 'iframe'],
  };
  const suite = useTestApp(
    sqlite!,
    {
      WEB_DIST_DIR: builtWebApp(),
      HTML_SANITIZATION_SCHEMA_EXTENSIONS: JSON.stringify(extensions),
      HTML_SANITIZATION_IFRAME_ORIGINS: '["https://www.youtube-nocookie.com"]',
    },
    webApp,
  );

  it('hand the extensions to the web app and the frame origins to the policy', async () => {
    const settings = await conf(suite);
    expect(settings.HTML_SANITIZATION).toBe(true);
    expect(settings.HTML_SANITIZATION_SCHEMA_EXTENSIONS).toEqual(extensions);
    const page = await suite.t.get('/dashboard/1/', {});
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com;");
    // Scripts stay limited to this site whatever markdown may contain.
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none';");
  });

  it('give the bootstrap payload to signed-out visitors too', async () => {
    const res = await suite.t.get('/api/v1/common/bootstrap_data/', {});
    expect(res.statusCode).toBe(200);
    const settings = (res.json() as { result: { conf: Record<string, unknown> } }).result.conf;
    expect(settings.HTML_SANITIZATION_SCHEMA_EXTENSIONS).toEqual(extensions);
  });
});

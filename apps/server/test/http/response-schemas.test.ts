/**
 * Every route declares the shape of its success answer, so serialisation keeps only the declared
 * fields, the OpenAPI document describes what clients receive and the web app can infer its types
 * from the same schemas. The real app is built (with the built web app's page routes and the
 * websocket route), every route is collected as it registers, and each one without a success
 * status (2xx or 3xx) in `schema.response` is named, apart from the few listed below that cannot
 * have one.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { storeVariants, tempDir } from '../support/test-stores';

/** `METHOD url` of the routes that cannot declare a success schema, each with the reason. */
const WITHOUT_RESPONSE_SCHEMA: ReadonlyMap<string, string> = new Map([
  // The upgrade answers 101 and then speaks the websocket protocol, not HTTP bodies.
  ['GET /ws', 'websocket upgrade'],
  // Files of the built web app, streamed by @fastify/static with their own content types.
  ['GET /index.html', 'static file of the built web app'],
  // The API explorer's own pages and assets, registered by @fastify/swagger-ui.
  ['GET /swagger/v1', 'API explorer page'],
  ['GET /swagger/v1/', 'API explorer page'],
  ['GET /swagger/v1/initOAuth', 'API explorer asset'],
  ['GET /swagger/v1/json', 'the OpenAPI document itself'],
  ['GET /swagger/v1/yaml', 'the OpenAPI document itself'],
  ['GET /swagger/v1/static/index.html', 'API explorer asset'],
  ['GET /swagger/v1/static/swagger-initializer.js', 'API explorer asset'],
  ['GET /swagger/v1/static/*', 'API explorer assets'],
]);

const SUCCESS_STATUS = /^(2|3)(\d\d|xx)$/;

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

function hasSuccessSchema(route: RouteOptions): boolean {
  const response = route.schema?.response as Record<string, unknown> | undefined;
  return Object.keys(response ?? {}).some((status) => SUCCESS_STATUS.test(status));
}

describe('response schemas', async () => {
  const [sqlite] = await storeVariants();
  const routes: RouteOptions[] = [];
  let t: TestApp;

  beforeAll(async () => {
    const webDist = tempDir('panorama-web-dist-');
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Panorama</title>');
    t = await createTestApp(
      sqlite!,
      // Dynamic plugin and thumbnail routes exist only while their feature flags are on.
      {
        WEB_DIST_DIR: webDist,
        SWAGGER_UI: 'true',
        FEATURE_FLAGS: JSON.stringify({ DYNAMIC_PLUGINS: true, THUMBNAILS: true }),
      },
      { serveWeb: true, onRoute: (route) => routes.push(route) },
    );
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('collects the routes of every module', () => {
    const urls = new Set(routes.map((route) => route.url));
    const expected = ['/api/v1/security/login', '/api/v1/chart/', '/health', '/ws'];
    for (const url of [
      ...expected,
      '/dynamic-plugins/api/read',
      '/users/list/',
      '/api/v1/chart/:pk/thumbnail/:digest/',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('gives every route a success response schema', () => {
    const offenders: string[] = [];
    for (const route of routes) {
      for (const method of methodsOf(route)) {
        // Fastify adds a HEAD twin to every GET; it sends the GET's headers and no body.
        if (method === 'HEAD') continue;
        const key = `${method} ${route.url}`;
        if (WITHOUT_RESPONSE_SCHEMA.has(key) || hasSuccessSchema(route)) continue;
        offenders.push(key);
      }
    }
    expect(offenders.sort()).toEqual([]);
  });

  it('documents a success answer for every path of the OpenAPI document', async () => {
    const res = await t.get('/swagger/v1/json');
    expect(res.statusCode).toBe(200);
    const document = res.json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const undocumented: string[] = [];
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses ?? {});
        if (!statuses.some((status) => SUCCESS_STATUS.test(status))) {
          undocumented.push(`${method.toUpperCase()} ${url}`);
        }
      }
    }
    expect(undocumented.sort()).toEqual([]);
  });
});

/**
 * The JSON body parser of the whole app. Many API clients send `Content-Type: application/json`
 * on every request, including a DELETE (or a body-less POST such as starring a chart) with an
 * empty body; Superset serves those, so an empty body counts as no body at all, exactly like a
 * request without the header, and the route's own schema decides whether it needed one. Anything
 * non-empty first meets the shared JSON depth rule (a body nested past the limit is a 400 before
 * anything walks it), then Fastify's own parser: malformed JSON is a 400 that says so, and
 * `__proto__` / `constructor.prototype` keys are refused rather than merged into objects.
 */
import type { FastifyInstance } from 'fastify';
import { assertJsonTextDepth } from '@panorama/core/json/json-depth';

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.length === 0) {
      done(null, undefined);
      return;
    }
    try {
      assertJsonTextDepth(text);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    // Fastify's parser answers through `done`; its return value carries nothing.
    void parseJson(request, text, done);
  });
}

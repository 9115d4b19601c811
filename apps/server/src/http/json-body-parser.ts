/**
 * The JSON body parser of the whole app. Many API clients send `Content-Type: application/json`
 * on every request, including a DELETE (or a body-less POST such as starring a chart) with an
 * empty body; Superset serves those, so an empty body counts as no body at all, exactly like a
 * request without the header, and the route's own schema decides whether it needed one. Anything
 * non-empty still goes through Fastify's own parser: malformed JSON is a 400 that says so, and
 * `__proto__` / `constructor.prototype` keys are refused rather than merged into objects.
 */
import type { FastifyInstance } from 'fastify';

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    void parseJson(request, String(body), done);
  });
}

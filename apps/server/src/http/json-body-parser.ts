/**
 * The JSON body parser of every route: Fastify's own (prototype-poisoning checks, its messages for
 * empty or malformed bodies) behind the shared JSON depth rule, so a body nested past the limit is
 * a 400 before anything walks it.
 */
import type { FastifyInstance } from 'fastify';
import { assertJsonTextDepth } from '@panorama/core/json/json-depth';

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
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

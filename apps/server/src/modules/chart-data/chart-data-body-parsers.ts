/**
 * Body parsers of the chart-data endpoints' plugin scope: JSON with Superset's `Request is not
 * JSON` for anything unparsable, and the HTML form posts browsers send for downloads
 * (urlencoded or multipart, fields only). Any other content type reaches the handler without a
 * body, which then answers `Request is not JSON` as well.
 */
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { ValidationError } from '@panorama/core/errors/app-error';
import { assertJsonTextDepth } from '@panorama/core/json/json-depth';
import { REQUEST_NOT_JSON } from '../../engine/chart-data/query-context-parsing';

export async function registerChartDataBodyParsers(
  scope: FastifyInstance,
  bodyLimit: number,
): Promise<void> {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(null, undefined);
    try {
      assertJsonTextDepth(text);
    } catch (error) {
      return done(error as Error, undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ValidationError(REQUEST_NOT_JSON), undefined);
    }
  });
  if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }
  if (!scope.hasContentTypeParser('multipart/form-data')) {
    await scope.register(fastifyMultipart, {
      attachFieldsToBody: 'keyValues',
      limits: { files: 0, fields: 10, fieldSize: bodyLimit },
    });
  }
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );
}

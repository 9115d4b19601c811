/**
 * One-line requests against an app through `app.inject`: the method, the URL, the caller's
 * headers (`{}` for an anonymous call) and, for writes, the payload. No payload sends no body.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type RequestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type RequestHeaders = InjectOptions['headers'];
type RequestPayload = InjectOptions['payload'];
type Answer = Promise<LightMyRequestResponse>;

export interface RequestShortcuts {
  request(
    method: RequestMethod,
    url: string,
    headers?: RequestHeaders,
    payload?: RequestPayload,
  ): Answer;
  get(url: string, headers?: RequestHeaders): Answer;
  delete(url: string, headers?: RequestHeaders): Answer;
  post(url: string, headers?: RequestHeaders, payload?: RequestPayload): Answer;
  put(url: string, headers?: RequestHeaders, payload?: RequestPayload): Answer;
  patch(url: string, headers?: RequestHeaders, payload?: RequestPayload): Answer;
}

export function requestShortcuts(app: FastifyInstance): RequestShortcuts {
  const request: RequestShortcuts['request'] = (method, url, headers, payload) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return {
    request,
    get: (url, headers) => request('GET', url, headers),
    delete: (url, headers) => request('DELETE', url, headers),
    post: (url, headers, payload) => request('POST', url, headers, payload),
    put: (url, headers, payload) => request('PUT', url, headers, payload),
    patch: (url, headers, payload) => request('PATCH', url, headers, payload),
  };
}

/**
 * Where the request being handled came from (address, user agent) and who sent it, reachable
 * from any code the request runs without passing it down every call: the audit log reads it, so
 * services record an event with nothing but the event itself. Outside a request (the worker,
 * scheduled reports, scripts) there is no origin and events are recorded without one.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../security/principal';

export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
  /** The caller's principal (loaded on first use, as the request's own). */
  principal(): Promise<Principal>;
}

const origins = new AsyncLocalStorage<RequestOrigin>();

/** The origin of the request this code runs for, or null outside a request. */
export function currentRequestOrigin(): RequestOrigin | null {
  return origins.getStore() ?? null;
}

/** Runs `work` as if for a request from `origin` (tests, and code that acts for a request later). */
export function withRequestOrigin<T>(origin: RequestOrigin, work: () => T): T {
  return origins.run(origin, work);
}

/** Every request's handlers and hooks run inside its origin. */
export function registerRequestOrigin(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const userAgent = request.headers['user-agent'];
    origins.run(
      {
        ip: request.ip,
        userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
        principal: () => request.principal(),
      },
      done,
    );
  });
}

/**
 * The logging the example loader needs: the subset of pino's (and Fastify's) logger interface,
 * so the server passes its own logger and tests pass a stub.
 */
export interface ExamplesLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
}

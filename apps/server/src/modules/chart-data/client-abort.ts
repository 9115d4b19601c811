/**
 * An AbortSignal that fires when the HTTP client goes away before the answer is sent, so the
 * database query it was waiting for is cancelled instead of running to completion for nobody.
 * The response's `close` event fires on every request; only one that ends before the response
 * was written means the client left.
 */
import type { FastifyReply } from 'fastify';
import { isAbortError } from '../../engine/connectors/query-errors';

export function clientAbortSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}

/**
 * Runs `work`; when it fails because the client left, answers 499 quietly (nobody reads it)
 * instead of logging an unexpected error.
 */
export async function unlessClientGone<T>(
  reply: FastifyReply,
  signal: AbortSignal,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (err) {
    if (signal.aborted && (isAbortError(err) || (err as Error | null)?.name === 'AbortError'))
      return reply.code(499).send({ message: 'Client closed request' });
    throw err;
  }
}

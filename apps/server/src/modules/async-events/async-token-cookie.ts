/**
 * The `async-token` cookie (Superset's name): the websocket credential of the user's event
 * channel, set on every 202 answer and every poll so a browser can open (or reopen) its
 * websocket. HttpOnly: page scripts never need to read it.
 */
import type { FastifyReply } from 'fastify';
import { ASYNC_TOKEN_COOKIE, type AsyncTokens } from '../../jobs/async-queries/async-token';

export async function setAsyncTokenCookie(
  reply: FastifyReply,
  tokens: AsyncTokens,
  userId: number,
  secure: boolean,
): Promise<void> {
  reply.setCookie(ASYNC_TOKEN_COOKIE, await tokens.sign(userId), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: tokens.lifetimeSeconds,
  });
}

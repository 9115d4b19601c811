import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SealedCookie } from './sealed-cookie';

const SECRET = 's'.repeat(40);

function cookieOf(purpose = 'test:purpose', lifetimeSeconds = 60) {
  return new SealedCookie<{ who: string }>({
    name: 'sealed',
    path: '/',
    lifetimeSeconds,
    secretKey: SECRET,
    purpose,
    secure: false,
  });
}

/** An app that seals `{ who }` on /set and answers what /read opens. */
async function appWith(writer: SealedCookie<{ who: string }>, reader = writer) {
  const app = Fastify();
  await app.register(fastifyCookie);
  app.get('/set', (_request, reply) => {
    writer.set(reply, { who: 'alice' });
    return {};
  });
  app.get('/read', (request) => ({ value: reader.read(request) }));
  return app;
}

async function roundTrip(app: Awaited<ReturnType<typeof appWith>>, alter = (v: string) => v) {
  const set = await app.inject({ url: '/set' });
  const sealed = set.cookies.find((c) => c.name === 'sealed');
  expect(sealed?.httpOnly).toBe(true);
  expect(sealed?.value).not.toContain('alice');
  const read = await app.inject({
    url: '/read',
    cookies: { sealed: alter(sealed?.value ?? '') },
  });
  return (read.json() as { value: unknown }).value;
}

describe('SealedCookie', () => {
  afterEach(() => vi.useRealTimers());

  it('gives back what it sealed, and nothing for an altered value or another purpose', async () => {
    const cookie = cookieOf();
    expect(await roundTrip(await appWith(cookie))).toEqual({ who: 'alice' });
    expect(await roundTrip(await appWith(cookie), (v) => `${v.slice(0, -2)}xx`)).toBeNull();
    expect(await roundTrip(await appWith(cookie, cookieOf('test:other')))).toBeNull();
  });

  it('refuses a value past its lifetime even when the browser still sends it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await appWith(cookieOf('test:purpose', 60));
    const set = await app.inject({ url: '/set' });
    const value = set.cookies.find((c) => c.name === 'sealed')?.value ?? '';
    vi.setSystemTime(Date.now() + 61_000);
    const read = await app.inject({ url: '/read', cookies: { sealed: value } });
    expect((read.json() as { value: unknown }).value).toBeNull();
  });
});

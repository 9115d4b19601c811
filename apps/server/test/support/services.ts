/**
 * Which real services (PostgreSQL, MariaDB, Redis, OpenLDAP's slapd) integration tests can use on this machine.
 * Without a service its suites are skipped and the test runner says so loudly; with
 * PANORAMA_REQUIRE_SERVICES=1 (set by .ci/run) a missing service fails the run instead.
 */
import fs from 'node:fs';
import net from 'node:net';

export type ServiceName = 'postgres' | 'mariadb' | 'redis';

export const SERVICE_URLS: Record<ServiceName, string> = {
  postgres: process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  mariadb: process.env.TEST_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306/test',
  redis: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};

const PORTS: Record<ServiceName, number> = { postgres: 5432, mariadb: 3306, redis: 6379 };

export function portOpen(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const requireServices = process.env.PANORAMA_REQUIRE_SERVICES === '1';

/** True when the service answers; throws instead of skipping when services are required. */
export async function serviceAvailable(name: ServiceName): Promise<boolean> {
  const url = new URL(
    SERVICE_URLS[name]
      .replace(/^postgresql:/, 'http:')
      .replace(/^mysql:/, 'http:')
      .replace(/^redis:/, 'http:'),
  );
  const ok = await portOpen(Number(url.port) || PORTS[name], url.hostname);
  if (!ok && requireServices) {
    throw new Error(`${name} is required (PANORAMA_REQUIRE_SERVICES=1) but is not reachable`);
  }
  return ok;
}

/** The OpenLDAP server LDAP suites start on their own ports (Debian's `slapd` package). */
export const SLAPD_PATH = '/usr/sbin/slapd';

/** True when slapd is installed; throws instead of skipping when services are required. */
export function slapdInstalled(): boolean {
  const ok = fs.existsSync(SLAPD_PATH);
  if (!ok && requireServices) {
    throw new Error(`slapd is required (PANORAMA_REQUIRE_SERVICES=1) but ${SLAPD_PATH} is missing`);
  }
  return ok;
}

/** Reports, once per run, which service-backed suites will be skipped on this machine. */
import { serviceAvailable, slapdInstalled } from './services';

export default async function setup(): Promise<void> {
  const missing: string[] = [];
  for (const name of ['postgres', 'mariadb', 'redis'] as const) {
    if (!(await serviceAvailable(name))) missing.push(name);
  }
  if (!slapdInstalled()) missing.push('slapd');
  if (missing.length > 0) {
    const line = '!'.repeat(78);
    console.warn(
      `\n${line}\n!! SKIPPING integration suites that need: ${missing.join(', ')}\n!! (start them, or run .ci/run, to test everything)\n${line}\n`,
    );
  }
}

/**
 * autocannon, the HTTP load generator, with the fields the benchmarks read. It ships no types;
 * only those fields are declared.
 */
import { createRequire } from 'node:module';

export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

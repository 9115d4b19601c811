/** Reading a set of environment variables through a schema, with every problem in one error. */
import type { z } from 'zod';

export function parseEnv<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv,
  fail: (problems: string) => Error,
): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw fail(problems.join('; '));
  }
  return parsed.data;
}

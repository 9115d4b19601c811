/**
 * Validation answers of write calls (Flask-AppBuilder's): `{message: {field: ['problem', ...]}}`.
 * Turned into per-field errors so a form can show them next to the inputs.
 */

export interface FieldError<K extends string = string> {
  name: K;
  errors: string[];
}

export function fieldErrorsOf<K extends string>(
  error: unknown,
  fields: readonly K[],
): Array<FieldError<K>> {
  if (typeof error !== 'object' || error === null) return [];
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return [];
  const message = (data as { message?: unknown }).message;
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return [];
  const found: Array<FieldError<K>> = [];
  for (const [key, problems] of Object.entries(message as Record<string, unknown>)) {
    const name = fields.find((field) => field === key);
    if (name === undefined) continue;
    const errors = (Array.isArray(problems) ? problems : [problems]).filter(
      (p): p is string => typeof p === 'string' && p !== '',
    );
    if (errors.length > 0) found.push({ name, errors });
  }
  return found;
}

/**
 * How a database's connection was entered, so the edit dialog re-opens in the same form:
 * `sqlalchemy_form` (a URI) or `dynamic_form` (parameters). Superset keeps it in a column; the
 * metadata store has none yet, so it is kept in the stored `extra` JSON under a key the API
 * never shows and that only parameter-configured databases carry (URI ones keep `extra` exactly
 * as sent). Everything that reads or writes it goes through this file, so moving it to a column
 * later touches only here and the repository.
 */
import { parseJsonObject } from '@panorama/core/json/json-object';

export type ConfigurationMethod = 'sqlalchemy_form' | 'dynamic_form';

const KEY = 'configuration_method';

export function configurationMethodOf(storedExtra: string | null | undefined): ConfigurationMethod {
  return parseJsonObject(storedExtra)[KEY] === 'dynamic_form' ? 'dynamic_form' : 'sqlalchemy_form';
}

/** The stored `extra` as the API shows it; untouched (same text) when it holds no method. */
export function publicExtra(storedExtra: string): string {
  const extra = parseJsonObject(storedExtra);
  if (!(KEY in extra)) return storedExtra;
  delete extra[KEY];
  return JSON.stringify(extra);
}

/** The `extra` to store: the client's (an empty one when blank) with the method folded in. */
export function storedExtra(clientExtra: string | null | undefined, method: ConfigurationMethod) {
  const text = clientExtra?.trim() ? clientExtra : '{}';
  const extra = parseJsonObject(text);
  if (method === 'sqlalchemy_form') {
    if (!(KEY in extra)) return text;
    delete extra[KEY];
    return JSON.stringify(extra);
  }
  return JSON.stringify({ ...extra, [KEY]: method });
}

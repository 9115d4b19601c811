/**
 * The time-series table's row links (`url` control): Mustache-style `{{ metric.label }}`
 * placeholders filled from the row, each value URL-encoded, and only links that stay on
 * http(s), mailto or this site are used, so a template can never produce a javascript: URL.
 */
import { isSafeLinkTarget } from '@panorama/core/html/safe-link-target';

const PLACEHOLDER = /\{\{\{?\s*([\w.]+)\s*\}?\}\}/g;

function lookup(context: Record<string, unknown>, path: string): unknown {
  let current: unknown = context;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, part)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** The link, or null when the URL is not one of the allowed kinds. */
export function safeLink(url: string): string | null {
  const trimmed = url.trim();
  return trimmed !== '' && isSafeLinkTarget(trimmed) ? trimmed : null;
}

export function renderUrlTemplate(
  template: string,
  context: Record<string, unknown>,
): string | null {
  if (template.trim() === '') return null;
  const url = template.replace(PLACEHOLDER, (_, path: string) => {
    const value = lookup(context, path);
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? encodeURIComponent(String(value))
      : '';
  });
  return safeLink(url);
}

/**
 * How dashboard markdown's HTML is sanitised, as the server configures it (HTML_SANITIZATION and
 * HTML_SANITIZATION_SCHEMA_EXTENSIONS in the bootstrap payload, Superset's settings): with the
 * GitHub allow-list and the extensions merged into it, or, with sanitisation off, with nothing
 * removed but what runs script. Zod-free and small: the dashboard reads it before the sanitiser's
 * code is loaded.
 */
import type { HtmlSchemaExtensions } from '@panorama/core/html/html-schema-extensions';

export interface MarkdownSanitization {
  /** Sanitise with the allow-list (HTML_SANITIZATION). */
  enabled: boolean;
  /** Merged into the allow-list (HTML_SANITIZATION_SCHEMA_EXTENSIONS). */
  extensions: HtmlSchemaExtensions;
}

/** Superset's defaults, also used where the server said nothing (chart descriptions). */
export const DEFAULT_MARKDOWN_SANITIZATION: MarkdownSanitization = {
  enabled: true,
  extensions: {},
};

export function markdownSanitizationOf(
  conf:
    | { HTML_SANITIZATION?: boolean; HTML_SANITIZATION_SCHEMA_EXTENSIONS?: HtmlSchemaExtensions }
    | undefined,
): MarkdownSanitization {
  const extensions = conf?.HTML_SANITIZATION_SCHEMA_EXTENSIONS;
  if (conf?.HTML_SANITIZATION !== false && (extensions === undefined || isEmpty(extensions))) {
    return DEFAULT_MARKDOWN_SANITIZATION;
  }
  return { enabled: conf?.HTML_SANITIZATION !== false, extensions: extensions ?? {} };
}

function isEmpty(extensions: HtmlSchemaExtensions): boolean {
  return Object.keys(extensions).length === 0;
}

/**
 * Settings of the HTML written in dashboard markdown, read from the environment by config.ts at
 * boot (as `config.htmlSanitization`) and handed to the web app in the bootstrap payload, which
 * sanitises the markdown in the browser as Superset's does:
 *
 * - HTML_SANITIZATION (default true): sanitise with the allow-list (the GitHub schema Superset
 *   uses, plus the extensions below). Off, any markup is drawn apart from what runs script
 *   (`@panorama/core/html/script-carriers`), which is removed either way;
 * - HTML_SANITIZATION_SCHEMA_EXTENSIONS (default `{}`): JSON merged into that allow-list, in the
 *   shape of Superset's setting (`@panorama/core/html/html-schema-extensions`);
 * - HTML_SANITIZATION_IFRAME_ORIGINS (default `[]`): JSON list of the origins frames in markdown
 *   may load, added to the pages' Content-Security-Policy `frame-src` (this site is always
 *   allowed). Superset leaves this to its TALISMAN_CONFIG; here the policy is built by the server
 *   (static-web.ts), so the origins are named where the frames are allowed. Naming origins while
 *   the allow-list has no `iframe` is refused: the setting would do nothing.
 */
import { z } from 'zod';
import {
  htmlSchemaExtensionsSchema,
  type HtmlSchemaExtensions,
} from '@panorama/core/html/html-schema-extensions';
import { parseEnv } from '../parse-env';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  HTML_SANITIZATION: booleanString.default(true),
  HTML_SANITIZATION_SCHEMA_EXTENSIONS: z.string().default('{}'),
  HTML_SANITIZATION_IFRAME_ORIGINS: z.string().default('[]'),
});

export interface HtmlSanitizationConfig {
  /** Sanitise markdown HTML with the allow-list (HTML_SANITIZATION). */
  enabled: boolean;
  /** Merged into the allow-list (HTML_SANITIZATION_SCHEMA_EXTENSIONS). */
  schemaExtensions: HtmlSchemaExtensions;
  /** Origins markdown frames may load besides this site's (HTML_SANITIZATION_IFRAME_ORIGINS). */
  iframeOrigins: string[];
}

export class HtmlSanitizationConfigError extends Error {}

const EXTENSIONS_EXAMPLE = '{"attributes": {"*": ["style", "className"]}, "tagNames": ["style"]}';
const ORIGINS_EXAMPLE = '["https://www.youtube-nocookie.com", "https://*.example.com"]';

/** A scheme, a host (optionally `*.` for its subdomains) and a port: nothing a policy could misread. */
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

function parseJson(name: string, text: string, example: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HtmlSanitizationConfigError(`${name} must be JSON, e.g. ${example}`);
  }
}

function schemaExtensions(text: string): HtmlSchemaExtensions {
  const name = 'HTML_SANITIZATION_SCHEMA_EXTENSIONS';
  const value = parseJson(name, text, EXTENSIONS_EXAMPLE);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HtmlSanitizationConfigError(
      `${name} must be a JSON object, e.g. ${EXTENSIONS_EXAMPLE}`,
    );
  }
  const parsed = htmlSchemaExtensionsSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return issue.code === 'unrecognized_keys'
      ? `${where}${issue.message} (only tagNames, attributes and protocols extend the schema)`
      : `${where}${issue.message}`;
  });
  throw new HtmlSanitizationConfigError(`Invalid ${name}: ${problems.join('; ')}`);
}

function iframeOrigins(text: string): string[] {
  const name = 'HTML_SANITIZATION_IFRAME_ORIGINS';
  const value = parseJson(name, text, ORIGINS_EXAMPLE);
  const valid =
    Array.isArray(value) &&
    value.every((origin) => typeof origin === 'string' && ORIGIN.test(origin));
  if (!valid) {
    throw new HtmlSanitizationConfigError(
      `${name} must be a JSON list of origins (http(s) scheme, host and optional port, no path), e.g. ${ORIGINS_EXAMPLE}`,
    );
  }
  return [...new Set(value as string[])];
}

export function loadHtmlSanitizationConfig(env: NodeJS.ProcessEnv): HtmlSanitizationConfig {
  const e = parseEnv(
    envSchema,
    env,
    (problems) => new HtmlSanitizationConfigError(`Invalid configuration: ${problems}`),
  );
  const config = {
    enabled: e.HTML_SANITIZATION,
    schemaExtensions: schemaExtensions(e.HTML_SANITIZATION_SCHEMA_EXTENSIONS),
    iframeOrigins: iframeOrigins(e.HTML_SANITIZATION_IFRAME_ORIGINS),
  };
  const framesAllowed =
    !config.enabled ||
    (config.schemaExtensions.tagNames ?? []).some((tag) => tag.toLowerCase() === 'iframe');
  if (config.iframeOrigins.length > 0 && !framesAllowed) {
    throw new HtmlSanitizationConfigError(
      'HTML_SANITIZATION_IFRAME_ORIGINS names frame origins, but markdown may not contain frames: add "iframe" to the tagNames of HTML_SANITIZATION_SCHEMA_EXTENSIONS',
    );
  }
  return config;
}

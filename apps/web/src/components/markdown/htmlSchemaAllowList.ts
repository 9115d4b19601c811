/**
 * An HTML schema (htmlSchema.ts) as the allow-list sanitizeHtml applies: tag names in lower case;
 * attribute definitions as rules by tag, the first definition of an attribute winning as in
 * hast-util-sanitize (a list of plain `*` names stays a plain list); each attribute's schemes as a
 * URL pattern that also lets relative URLs through, and all schemes together as the pattern of
 * every other URL. Script schemes never enter a pattern, whatever the schema says.
 */
import { isScriptUrlScheme } from '@panorama/core/html/script-carriers';
import { definitionName, type HtmlSchema } from './htmlSchema';
import type { AttributeRules, HtmlAllowList } from './sanitizeHtml';

const escapeScheme = (scheme: string) => scheme.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * URLs with one of `schemes`, or without a scheme: starting with a character other than a
 * letter, or with letters followed by anything but a colon (DOMPurify's own pattern's shape).
 */
export function urlPattern(schemes: readonly string[]): RegExp {
  const allowed = [...new Set(schemes.map((scheme) => scheme.toLowerCase()))]
    .filter((scheme) => /^[a-z][a-z0-9+.-]*$/.test(scheme) && !isScriptUrlScheme(scheme))
    .map(escapeScheme);
  const withScheme = allowed.length > 0 ? `(?:${allowed.join('|')}):|` : '';
  return new RegExp(`^(?:${withScheme}[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');
}

function rulesOf(schema: HtmlSchema): Record<string, Record<string, readonly string[] | null>> {
  const rules: Record<string, Record<string, readonly string[] | null>> = {};
  for (const [tag, definitions] of Object.entries(schema.attributes)) {
    const own: Record<string, readonly string[] | null> = {};
    for (const definition of definitions) {
      const name = definitionName(definition);
      if (Object.hasOwn(own, name)) continue;
      own[name] =
        typeof definition === 'string' || definition.length < 2
          ? null
          : definition.slice(1).map(String);
    }
    rules[tag] = own;
  }
  return rules;
}

export function htmlSchemaAllowList(
  schema: HtmlSchema,
  options: { prefixNamedProperties?: boolean } = {},
): HtmlAllowList {
  const rules = rulesOf(schema);
  const attributes = [...new Set(Object.values(rules).flatMap((own) => Object.keys(own)))];
  const plain = Object.entries(rules).every(
    ([tag, own]) => tag === '*' && Object.values(own).every((values) => values === null),
  );
  const uriPatterns = Object.fromEntries(
    Object.entries(schema.protocols).map(([attribute, schemes]) => [
      attribute,
      urlPattern(schemes),
    ]),
  );
  return {
    tags: [...new Set(schema.tagNames.map((tag) => tag.toLowerCase()))],
    attributes,
    ...(plain ? {} : { attributeRules: rules as Record<string, AttributeRules> }),
    uriPattern: urlPattern(Object.values(schema.protocols).flat()),
    uriPatterns,
    prefixNamedProperties: options.prefixNamedProperties ?? false,
  };
}

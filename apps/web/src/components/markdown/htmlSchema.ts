/**
 * An HTML allow-list in the shape of a hast-util-sanitize schema, the shape Superset's markdown
 * allow-list and its HTML_SANITIZATION_SCHEMA_EXTENSIONS setting have: tag names, attribute
 * definitions by tag (`*` for every tag) and URL schemes by attribute.
 *
 * Extensions merge as Superset merges them into its default schema: tag names and schemes are
 * added; an attribute definition is added to its tag's list, replacing the tag's existing
 * definition of the same attribute (so `["align", "center"]` narrows a plain `align`).
 * Attribute names are compared as HTML writes them: hast's property spelling (`className`,
 * `colSpan`, `ariaDescribedBy`, `dataFoo`) means `class`, `colspan`, `aria-describedby`,
 * `data-foo`.
 */
import type {
  HtmlAttributeDefinition,
  HtmlSchemaExtensions,
} from '@panorama/core/html/html-schema-extensions';

export interface HtmlSchema {
  tagNames: readonly string[];
  /** By tag name or `*`: attribute names (any value) or `[name, ...allowed values]`. */
  attributes: Readonly<Record<string, readonly HtmlAttributeDefinition[]>>;
  /** URL schemes by attribute name (relative URLs are always allowed). */
  protocols: Readonly<Record<string, readonly string[]>>;
}

/** hast property names whose HTML spelling is not simply their lower case. */
const SPELLED_APART: Readonly<Record<string, string>> = {
  className: 'class',
  htmlFor: 'for',
  acceptCharset: 'accept-charset',
  httpEquiv: 'http-equiv',
};

/** The HTML attribute a hast property name (or an attribute name) stands for. */
export function attributeNameOf(name: string): string {
  const special = SPELLED_APART[name];
  if (special !== undefined) return special;
  const aria = /^aria([A-Z].*)$/.exec(name);
  if (aria) return `aria-${(aria[1] as string).toLowerCase()}`;
  const data = /^data([A-Z].*)$/.exec(name);
  if (data) {
    const words = (data[1] as string).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    return `data${words}`;
  }
  return name.toLowerCase();
}

export function definitionName(definition: HtmlAttributeDefinition): string {
  return attributeNameOf(typeof definition === 'string' ? definition : definition[0]);
}

/** Arrays only: a malformed setting adds nothing rather than breaking markdown. */
const listOf = <T>(value: unknown): readonly T[] => (Array.isArray(value) ? (value as T[]) : []);

const entriesOf = (value: unknown): [string, unknown][] =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];

function mergeDefinitions(
  base: readonly HtmlAttributeDefinition[],
  added: readonly HtmlAttributeDefinition[],
): HtmlAttributeDefinition[] {
  const replaced = new Set(added.map(definitionName));
  return [...base.filter((definition) => !replaced.has(definitionName(definition))), ...added];
}

export function extendHtmlSchema(
  base: HtmlSchema,
  extensions: HtmlSchemaExtensions | undefined,
): HtmlSchema {
  if (extensions === undefined) return base;
  const attributes: Record<string, readonly HtmlAttributeDefinition[]> = { ...base.attributes };
  for (const [tag, definitions] of entriesOf(extensions.attributes)) {
    const key = tag === '*' ? tag : tag.toLowerCase();
    attributes[key] = mergeDefinitions(attributes[key] ?? [], listOf(definitions));
  }
  const protocols: Record<string, readonly string[]> = { ...base.protocols };
  for (const [attribute, schemes] of entriesOf(extensions.protocols)) {
    const key = attributeNameOf(attribute);
    protocols[key] = [...(protocols[key] ?? []), ...listOf<string>(schemes)];
  }
  return {
    tagNames: [...base.tagNames, ...listOf<string>(extensions.tagNames)],
    attributes,
    protocols,
  };
}

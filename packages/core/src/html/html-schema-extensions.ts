/**
 * HTML_SANITIZATION_SCHEMA_EXTENSIONS: what an administrator adds to the allow-list of dashboard
 * markdown, in the shape of Superset's setting (a part of a hast-util-sanitize schema, merged
 * into the default GitHub schema):
 *
 * - `tagNames`: more elements, e.g. `["style", "iframe"]`;
 * - `attributes`: more attributes by tag name, `*` for every tag, each a name (any value) or
 *   `[name, ...allowed values]`; names in hast's spelling (`className`, `colSpan`) or as written
 *   in HTML (`class`, `colspan`);
 * - `protocols`: more URL schemes by attribute, e.g. `{"href": ["ftp"]}`.
 *
 * Other schema keys (`strip`, `clobberPrefix`…) are refused rather than ignored, and so is
 * anything that would let markdown run script (script-carriers.ts), whatever else is allowed.
 */
import { z } from 'zod';
import {
  isScriptCarryingAttribute,
  isScriptCarryingTag,
  isScriptUrlScheme,
} from './script-carriers';

const tagName = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/i, 'a tag name is letters, digits and dashes')
  .refine((name) => !isScriptCarryingTag(name), {
    error: (issue) => `<${String(issue.input)}> is never allowed: markdown does not run script`,
  });

const attributeName = z
  .string()
  .regex(/^[a-z][a-z0-9:_-]*$/i, 'an attribute name is letters, digits, dashes and colons')
  .refine((name) => !isScriptCarryingAttribute(name), {
    error: (issue) => `${String(issue.input)} is never allowed: markdown does not run script`,
  });

const attributeDefinition = z.union([
  attributeName,
  z.tuple([attributeName], z.union([z.string(), z.number(), z.boolean()])),
]);

const scheme = z
  .string()
  .regex(/^[a-z][a-z0-9+.-]*$/i, 'a URL scheme is letters, digits, "+", "." and "-"')
  .refine((name) => !isScriptUrlScheme(name), {
    error: (issue) =>
      `${String(issue.input)}: URLs are never allowed: markdown does not run script`,
  });

/** Keys name tags or attributes too: the same rules, reported at the key itself. */
function checkKeys(
  record: Record<string, unknown> | undefined,
  key: z.ZodType<string>,
  path: string,
  ctx: z.RefinementCtx,
): void {
  for (const name of Object.keys(record ?? {})) {
    if (path === 'attributes' && name === '*') continue;
    const checked = key.safeParse(name);
    if (!checked.success) {
      ctx.addIssue({
        code: 'custom',
        path: [path, name],
        message: checked.error.issues[0]?.message,
      });
    }
  }
}

export const htmlSchemaExtensionsSchema = z
  .strictObject({
    tagNames: z.array(tagName).optional(),
    attributes: z.record(z.string(), z.array(attributeDefinition)).optional(),
    protocols: z.record(z.string(), z.array(scheme)).optional(),
  })
  .superRefine((extensions, ctx) => {
    checkKeys(extensions.attributes, tagName, 'attributes', ctx);
    checkKeys(extensions.protocols, attributeName, 'protocols', ctx);
  });

export type HtmlSchemaExtensions = z.infer<typeof htmlSchemaExtensionsSchema>;

/** One attribute definition: a name, or a name and the only values it may have. */
export type HtmlAttributeDefinition = NonNullable<
  HtmlSchemaExtensions['attributes']
>[string][number];

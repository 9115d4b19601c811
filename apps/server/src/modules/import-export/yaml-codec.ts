/**
 * YAML in and out of bundles.
 *
 * Reading is safe-load only: the YAML 1.2 core schema (maps, lists, strings, numbers, booleans,
 * null), no custom tags (`!!python/object` and friends make the file invalid rather than being
 * read as text), unique keys, one document, and a cap on aliases so a "billion laughs" document
 * cannot expand without bound.
 *
 * Writing targets Superset's reader, PyYAML's safe_load, which speaks YAML 1.1: strings that 1.1
 * would read as something else (`yes`, `off`, `2024-01-01`, `1:20`...) are quoted, and so are the
 * two plain scalars PyYAML's safe loader cannot construct at all (`=` and `<<`).
 */
import YAML, { Scalar } from 'yaml';

export const NOT_VALID_YAML = 'Not a valid YAML file';
const MAX_ALIASES = 100;

export type YamlParseResult = { ok: true; value: unknown } | { ok: false };

export function parseBundleYaml(text: string): YamlParseResult {
  let doc: YAML.Document.Parsed;
  try {
    doc = YAML.parseDocument(text, {
      schema: 'core',
      customTags: [],
      merge: false,
      uniqueKeys: true,
      prettyErrors: false,
    });
  } catch {
    return { ok: false };
  }
  // An unknown tag is only a warning to the library; for an import it means "not our format".
  if (doc.errors.length > 0 || doc.warnings.length > 0) return { ok: false };
  try {
    return { ok: true, value: doc.toJS({ maxAliasCount: MAX_ALIASES }) as unknown };
  } catch {
    return { ok: false };
  }
}

const MERGE_TAG = 'tag:yaml.org,2002:merge';
const PYYAML_UNSAFE_PLAIN = new Set(['=', '<<']);

export function stringifyBundleYaml(value: unknown): string {
  const doc = new YAML.Document(value, {
    version: '1.1',
    // Without this the library writes a `<<` string as the merge key, unquoted.
    customTags: (tags) =>
      tags.filter((t) => (typeof t === 'string' ? t !== 'merge' : t.tag !== MERGE_TAG)),
  });
  YAML.visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value === 'string' && PYYAML_UNSAFE_PLAIN.has(node.value))
        node.type = Scalar.QUOTE_DOUBLE;
    },
  });
  return doc.toString({ lineWidth: 0 });
}

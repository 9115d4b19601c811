/**
 * Column descriptions from vega-datasets' datapackage.json (Frictionless Data), keyed by data file
 * and source field name. Only a fraction of fields are described there; a missing or unreadable
 * manifest yields no descriptions rather than failing the load, as they are a nicety.
 */
import fs from 'node:fs';
import path from 'node:path';

interface DataPackage {
  resources?: { path?: string; schema?: { fields?: { name?: string; description?: string }[] } }[];
}

/** file name -> source field name -> description (whitespace collapsed). */
export type FieldDescriptions = Map<string, Map<string, string>>;

export function readFieldDescriptions(packageDir: string): FieldDescriptions {
  const result: FieldDescriptions = new Map();
  let manifest: DataPackage;
  try {
    manifest = JSON.parse(
      fs.readFileSync(path.join(packageDir, 'datapackage.json'), 'utf8'),
    ) as DataPackage;
  } catch {
    return result;
  }
  for (const resource of manifest.resources ?? []) {
    if (!resource.path) continue;
    const fields = new Map<string, string>();
    for (const field of resource.schema?.fields ?? []) {
      if (field.name && field.description)
        fields.set(field.name, field.description.replace(/\s+/g, ' ').trim());
    }
    result.set(resource.path, fields);
  }
  return result;
}

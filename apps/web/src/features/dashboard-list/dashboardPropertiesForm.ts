/**
 * The advanced part of the dashboard properties dialog: the JSON metadata editor and the two
 * fields kept in step with it (colour scheme and refresh frequency). The JSON text is the
 * source of truth; changing a field rewrites its key in the text, and editing the text updates
 * the fields.
 */
import { isRecord } from '@panorama/core/json/is-record';

export type MetadataObject = Record<string, unknown>;

/** The metadata as the editor shows it: indented JSON without the layout copy (`positions`). */
export function metadataText(metadata: MetadataObject): string {
  const { positions: _positions, ...rest } = metadata;
  return JSON.stringify(rest, null, 2);
}

/** The object in the editor's text, or null when the text is not a JSON object. */
export function parseMetadataText(text: string): MetadataObject | null {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** The text with `color_scheme` and `refresh_frequency` set from the fields (text kept if invalid). */
export function metadataTextWithFields(
  text: string,
  fields: { colorScheme: string | undefined; refreshFrequency: number },
): string {
  const metadata = parseMetadataText(text);
  if (metadata === null) return text;
  const next: MetadataObject = { ...metadata, refresh_frequency: fields.refreshFrequency };
  if (fields.colorScheme) next.color_scheme = fields.colorScheme;
  else delete next.color_scheme;
  return metadataText(next);
}

/** The fields' values as the metadata text sets them. */
export function fieldsFromMetadata(metadata: MetadataObject): {
  colorScheme: string | undefined;
  refreshFrequency: number;
} {
  const scheme = metadata.color_scheme;
  const frequency = Number(metadata.refresh_frequency);
  return {
    colorScheme: typeof scheme === 'string' && scheme !== '' ? scheme : undefined,
    refreshFrequency: Number.isFinite(frequency) && frequency > 0 ? frequency : 0,
  };
}

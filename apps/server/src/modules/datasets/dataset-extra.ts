/**
 * The `extra` JSON text of datasets, columns and metrics, where Superset keeps certification and
 * warnings: `{"certification": {"certified_by": ..., "details": ...}, "warning_markdown": ...}`.
 */
import { isJsonObject, parseJsonObject } from '@panorama/core/json/json-object';

export interface Certification {
  certified_by: string | null;
  certification_details: string | null;
  is_certified: boolean;
  warning_markdown: string | null;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function certificationOf(extra: string | null | undefined): Certification {
  const parsed = parseJsonObject(extra);
  const certification = isJsonObject(parsed.certification) ? parsed.certification : {};
  const certifiedBy = textOrNull(certification.certified_by);
  return {
    certified_by: certifiedBy,
    certification_details: textOrNull(certification.details),
    is_certified: certifiedBy !== null,
    warning_markdown: textOrNull(parsed.warning_markdown),
  };
}

/**
 * The extra text to store for an item the dataset editor sent: its `extra` when given, else one
 * built from the certification fields it shows (how Superset's editor builds it before saving).
 */
export function extraFromEditor(item: {
  extra?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  warning_markdown?: string | null;
}): string | null | undefined {
  if (item.extra !== undefined) return item.extra?.trim() ? item.extra : null;
  const { certified_by, certification_details, warning_markdown } = item;
  if (
    certified_by === undefined &&
    certification_details === undefined &&
    warning_markdown === undefined
  )
    return undefined;
  const out: Record<string, unknown> = {};
  if (certified_by || certification_details)
    out.certification = {
      certified_by: certified_by ?? null,
      details: certification_details ?? null,
    };
  if (warning_markdown) out.warning_markdown = warning_markdown;
  return Object.keys(out).length ? JSON.stringify(out) : null;
}

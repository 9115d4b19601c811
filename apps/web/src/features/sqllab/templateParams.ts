/**
 * Template parameters of a tab: a JSON object whose values replace `{{ name }}` in the SQL (the
 * server binds them as values). Blank text means none.
 */

export type TemplateParamsCheck =
  { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

export const TEMPLATE_PARAMS_INVALID = 'Template parameters must be a JSON object';

export function parseTemplateParams(text: string): TemplateParamsCheck {
  if (text.trim() === '') return { ok: true, value: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: TEMPLATE_PARAMS_INVALID };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, message: TEMPLATE_PARAMS_INVALID };
  return { ok: true, value: parsed as Record<string, unknown> };
}

/** How many parameters the text defines (0 when blank or invalid), for the button's badge. */
export function templateParamCount(text: string): number {
  const check = parseTemplateParams(text);
  return check.ok ? Object.keys(check.value).length : 0;
}

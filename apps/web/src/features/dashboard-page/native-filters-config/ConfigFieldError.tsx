/** A field's validation message in the filters config modal, announced to screen readers. */
import { t } from '../../../i18n/t';

export function ConfigFieldError({
  field,
  message,
}: {
  /** Names the message in its test id (`filters-config-error-<field>`). */
  field: string;
  /** Untranslated; nothing is shown without one. */
  message: string | null | undefined;
}) {
  if (!message) return null;
  return (
    <div
      className="pn-filters-config-error"
      role="alert"
      data-testid={`filters-config-error-${field}`}
    >
      {t(message)}
    </div>
  );
}

/**
 * The success toasts of a chart save, word for word as Superset's (tests and users match on them).
 */
import { t } from '../../../i18n/t';

export interface SaveOutcome {
  sliceName: string;
  overwritten: boolean;
  dashboard?: { title: string; created: boolean };
}

export function saveMessages(outcome: SaveOutcome): string[] {
  const messages = [
    outcome.overwritten
      ? t('Chart [%s] has been overwritten', outcome.sliceName)
      : t('Chart [%s] has been saved', outcome.sliceName),
  ];
  if (outcome.dashboard) {
    messages.push(
      outcome.dashboard.created
        ? t(
            'Dashboard [%s] just got created and chart [%s] was added to it',
            outcome.dashboard.title,
            outcome.sliceName,
          )
        : t('Chart [%s] was added to dashboard [%s]', outcome.sliceName, outcome.dashboard.title),
    );
  }
  return messages;
}

/**
 * The total written in the middle of a round chart (pie, sunburst) when `show_total` is on, as
 * the option's `graphic` part; no part at all when it is off.
 */
import { t } from '../../../i18n/t';

export function centredTotal(shown: boolean, formattedTotal: string) {
  return shown
    ? {
        graphic: {
          type: 'text' as const,
          left: 'center',
          top: 'middle',
          z: 10,
          style: {
            text: t('Total: %s', formattedTotal),
            fontSize: 16,
            fontWeight: 'bold' as const,
          },
        },
      }
    : {};
}

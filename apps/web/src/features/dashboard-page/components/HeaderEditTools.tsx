/**
 * Edit mode's controls of a HEADER component: its size and its background. Loaded with edit
 * mode (HeaderComponent renders it lazily), so viewers never download Segmented and Select.
 */
import { Segmented, Select } from 'antd';
import {
  BACKGROUND_TRANSPARENT,
  BACKGROUND_WHITE,
  HEADER_SIZE_OPTIONS,
} from '@panorama/core/layout/layout-constants';
import type { LayoutItemMeta } from '@panorama/core/layout/layout-types';
import { t } from '../../../i18n/t';

export function HeaderEditTools({
  size,
  background,
  onChange,
}: {
  size: string;
  background: unknown;
  onChange: (meta: Partial<LayoutItemMeta>) => void;
}) {
  return (
    <span className="pn-dash-header-tools">
      <Segmented
        size="small"
        aria-label={t('Header size')}
        value={size}
        options={HEADER_SIZE_OPTIONS.map((option) => ({
          value: option.value,
          label: t(option.label),
        }))}
        onChange={(value) => onChange({ headerSize: String(value) })}
      />
      <Select
        size="small"
        aria-label={t('Background')}
        className="pn-dash-background-select"
        value={background === BACKGROUND_WHITE ? BACKGROUND_WHITE : BACKGROUND_TRANSPARENT}
        options={[
          { value: BACKGROUND_TRANSPARENT, label: t('Transparent background') },
          { value: BACKGROUND_WHITE, label: t('White background') },
        ]}
        onChange={(value: string) => onChange({ background: value })}
      />
    </span>
  );
}

/** A component type this app does not render (Superset's extension components). */
import { Alert } from 'antd';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { t } from '../../../i18n/t';

export function UnsupportedComponent({ item }: { item: LayoutItem }) {
  return (
    <div className="pn-dash-unsupported" data-component-id={item.id}>
      <Alert type="info" showIcon title={t('This component type is not supported.')} />
    </div>
  );
}

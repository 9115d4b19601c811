/** 'START (INCLUSIVE)' / 'END (EXCLUSIVE)' with the hint that explains the bound. */
import { InfoCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { RangeSide } from '@panorama/core/time/time-range-frame';
import { t } from '../../i18n/t';

export function SideLabel({ side }: { side: RangeSide }) {
  const label = side === 'since' ? t('START (INCLUSIVE)') : t('END (EXCLUSIVE)');
  const hint =
    side === 'since'
      ? t('Start date included in time range')
      : t('End date excluded from time range');
  return (
    <div className="pn-time-range-control-label">
      {label}{' '}
      <Tooltip title={hint} placement="right">
        <InfoCircleOutlined className="pn-time-range-info" aria-label={hint} />
      </Tooltip>
    </div>
  );
}

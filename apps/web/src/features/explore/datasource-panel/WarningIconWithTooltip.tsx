/** A warning triangle whose tooltip shows (sanitised) warning markdown. */
import { WarningFilled } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { t } from '../../../i18n/t';
import { SafeMarkdown } from './SafeMarkdown';

export interface WarningIconWithTooltipProps {
  markdown: string;
  'data-testid'?: string;
}

export function WarningIconWithTooltip({
  markdown,
  'data-testid': testId,
}: WarningIconWithTooltipProps) {
  return (
    <Tooltip title={<SafeMarkdown markdown={markdown} className="pn-ds-warning-markdown" />}>
      <WarningFilled
        className="pn-ds-warning-icon"
        role="img"
        aria-label={t('Warning')}
        data-testid={testId}
      />
    </Tooltip>
  );
}

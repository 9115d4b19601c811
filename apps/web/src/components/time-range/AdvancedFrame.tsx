/** The Advanced frame: START and END as free expressions of the range grammar. */
import { InfoCircleOutlined } from '@ant-design/icons';
import { Input, Tooltip } from 'antd';
import { joinAdvancedRange, splitAdvancedRange } from '@panorama/core/time/time-range-frame';
import { t } from '../../i18n/t';
import { SideLabel } from './SideLabel';

export interface AdvancedFrameProps {
  value: string;
  onChange: (value: string) => void;
}

function GrammarHelp() {
  return (
    <div className="pn-time-range-help">
      <p>{t('Each side is a date, a relative phrase or a function of the time range grammar:')}</p>
      <ul>
        <li>
          <code>2024-01-01</code>, <code>now</code>, <code>today</code>, <code>7 days ago</code>
        </li>
        <li>
          <code>last 3 months</code>, <code>start of this year</code>
        </li>
        <li>
          <code>DATEADD(DATETIME(&quot;today&quot;), -7, day)</code>
        </li>
        <li>
          <code>DATETRUNC(DATETIME(&quot;now&quot;), month)</code>,{' '}
          <code>LASTDAY(DATETIME(&quot;today&quot;), month)</code>
        </li>
        <li>
          <code>HOLIDAY(&quot;Christmas&quot;)</code>
        </li>
      </ul>
      <p>{t('An empty side leaves the range open on that side.')}</p>
    </div>
  );
}

export function AdvancedFrame({ value, onChange }: AdvancedFrameProps) {
  const [since, until] = splitAdvancedRange(value);
  return (
    <div data-testid="time-range-frame-advanced">
      <div className="pn-time-range-section-title">
        {t('Configure Advanced Time Range ')}
        <Tooltip title={<GrammarHelp />} placement="rightTop">
          <InfoCircleOutlined className="pn-time-range-info" aria-label={t('Syntax help')} />
        </Tooltip>
      </div>
      <SideLabel side="since" />
      <Input
        aria-label={t('START (INCLUSIVE)')}
        data-testid="time-range-advanced-since"
        value={since}
        onChange={(event) => onChange(joinAdvancedRange(event.target.value, until))}
      />
      <SideLabel side="until" />
      <Input
        aria-label={t('END (EXCLUSIVE)')}
        data-testid="time-range-advanced-until"
        value={until}
        onChange={(event) => onChange(joinAdvancedRange(since, event.target.value))}
      />
    </div>
  );
}

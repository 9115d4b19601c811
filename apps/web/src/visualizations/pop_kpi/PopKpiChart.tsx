/**
 * The `pop_kpi` component: the current value with an arrow for the change's direction, and
 * under it the earlier value (#), the difference (△) and the percent change (%), each behind a
 * badge that is coloured by the direction when comparison colours are on.
 */
import { t } from '../../i18n/t';
import type { PopKpiProps } from './transformProps';
import { GREEN_FOR_INCREASE } from './controlPanel';
import './popKpi.css';

type Tone = 'good' | 'bad' | 'neutral';

/** Whether the change is good news under the chosen scheme; no change or no colours: neutral. */
function toneOf(props: PopKpiProps): Tone {
  if (!props.colorsEnabled || props.percentChange === 0) return 'neutral';
  const increase = props.percentChange > 0;
  return increase === (props.colorScheme === GREEN_FOR_INCREASE) ? 'good' : 'bad';
}

export default function PopKpiChart(props: PopKpiProps) {
  const tone = toneOf(props);
  const items = [
    {
      symbol: '#',
      value: props.prevNumber,
      tooltip: t('Data for %s', props.comparator),
      tone: 'neutral' as Tone,
    },
    {
      symbol: '△',
      value: props.valueDifference,
      tooltip: t('Value difference between the time periods'),
      tone,
    },
    {
      symbol: '%',
      value: props.percentDifference,
      tooltip: t('Percentage difference between the time periods'),
      tone,
    },
  ];
  return (
    <div
      className="pn-pop-kpi"
      style={{ width: props.width, height: props.height }}
      data-testid="pop-kpi"
    >
      <div className="pn-pop-kpi-numbers">
        {props.showMetricName && (
          <div className="pn-pop-kpi-metric" style={{ fontSize: props.metricNameFontSize }}>
            {props.metricName}
          </div>
        )}
        <div
          className="pn-pop-kpi-value"
          style={{ fontSize: props.headerFontSize }}
          data-testid="pop-kpi-value"
        >
          {props.bigNumber}
          {props.percentChange !== 0 && (
            <span className={`pn-pop-kpi-arrow pn-pop-kpi-${tone}`}>
              {props.percentChange > 0 ? '↑' : '↓'}
            </span>
          )}
        </div>
        <div className="pn-pop-kpi-comparison" style={{ fontSize: props.comparisonFontSize }}>
          {items.map((item) => (
            <span
              key={item.symbol}
              className="pn-pop-kpi-item"
              title={item.tooltip}
              data-testid="pop-kpi-comparison"
            >
              <span className={`pn-pop-kpi-symbol pn-pop-kpi-badge-${item.tone}`}>
                {item.symbol}
              </span>
              {item.value}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * What a chart shows until its first result: four grey bars with a slow shimmer, drawn by CSS
 * alone. It stands in for antd's Skeleton, which costs a styled component tree per chart on a
 * dashboard where every chart shows it at once.
 */
import { t } from '../../../i18n/t';
import './chartLoadingPlaceholder.css';

const BAR_WIDTHS = ['100%', '92%', '96%', '61%'];

export function ChartLoadingPlaceholder() {
  return (
    <div
      className="pn-chart-placeholder"
      role="status"
      aria-label={t('Loading...')}
      data-testid="chart-loading-placeholder"
    >
      {BAR_WIDTHS.map((width, index) => (
        <div key={index} className="pn-chart-placeholder-bar" style={{ width }} />
      ))}
    </div>
  );
}

/**
 * What a chart shows when its query returned no rows: a clear message instead of an empty box.
 * Small chart slots (dashboards) get the title only.
 */
import { Empty } from 'antd';
import { t } from '../../i18n/t';
import './noResultsState.css';

export interface NoResultsStateProps {
  width: number;
  height: number;
}

export function NoResultsState({ width, height }: NoResultsStateProps) {
  const roomy = width >= 300 && height >= 180;
  return (
    <div className="pn-no-results" style={{ width, height }} data-testid="chart-no-results">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <div className="pn-no-results-title">
              {t('No results were returned for this query')}
            </div>
            {roomy && (
              <div className="pn-no-results-subtitle">
                {t(
                  'Make sure that the controls are configured properly and the datasource contains data for the selected time range',
                )}
              </div>
            )}
          </>
        }
      />
    </div>
  );
}

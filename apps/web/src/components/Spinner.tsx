/**
 * A loading spinner drawn by CSS alone, looking like antd's large Spin: four dots turning. A
 * chart holder shows one while its query runs; on a dashboard two dozen appear at once, and
 * antd's Spin would style and mount a component tree for each.
 */
import { t } from '../i18n/t';
import './spinner.css';

export function Spinner() {
  return (
    <span className="pn-spinner" role="status" aria-label={t('Loading...')}>
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}

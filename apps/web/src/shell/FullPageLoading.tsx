/**
 * The spinner shown while nothing of a screen can be drawn yet: the bootstrap call at startup,
 * then the login page's chunk. Both use this one element so the spinner stays put between them.
 */
import { Spin } from 'antd';
import { t } from '../i18n/t';

export function FullPageLoading() {
  return (
    <div className="pn-fullpage-center">
      <Spin size="large" description={t('Loading...')} />
    </div>
  );
}

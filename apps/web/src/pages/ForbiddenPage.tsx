/** Shown when a signed-in user opens a screen their roles do not allow (e.g. Users for a Gamma user). */
import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { t } from '../i18n/t';

export function ForbiddenPage() {
  return (
    <Result
      status="403"
      title={t('Access denied')}
      subTitle={t('You do not have permission to view this page.')}
      extra={
        <Link to="/" className="pn-back-home">
          {t('Back to home')}
        </Link>
      }
    />
  );
}

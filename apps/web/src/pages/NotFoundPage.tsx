/** Shown for unknown paths, and for menu destinations whose screens are not built yet. */
import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { t } from '../i18n/t';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={t('Page not found')}
      subTitle={t(
        'Sorry, we cannot find the page you are looking for. You may have typed the address incorrectly or the page may have moved.',
      )}
      extra={
        <Link to="/" className="pn-back-home">
          {t('Back to home')}
        </Link>
      }
    />
  );
}

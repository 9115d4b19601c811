/** What a user without SQL Lab access (admin or sql_lab role) sees instead of the page. */
import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/t';

/** The server's message for the same refusal (sqllab-handoff.service.ts). */
export const SQLLAB_ACCESS_REQUIRED = 'You need SQL Lab access (the admin or sql_lab role)';

export function SqlLabAccessDenied() {
  return (
    <Result
      status="403"
      title={t('Access denied')}
      subTitle={t(SQLLAB_ACCESS_REQUIRED)}
      extra={
        <Link to="/" className="pn-back-home">
          {t('Back to home')}
        </Link>
      }
      data-testid="sqllab-access-denied"
    />
  );
}

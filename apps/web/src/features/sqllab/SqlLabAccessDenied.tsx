/** What a user without SQL Lab access sees instead of the page (spec 2 section 6). */
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

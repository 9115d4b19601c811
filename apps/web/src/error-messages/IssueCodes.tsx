/** The numbered issues that can cause an error (`extra.issue_codes`), as a short list. */
import type { IssueCode } from '@panorama/core/errors/superset-error';
import { t } from '../i18n/t';

function issueCodesOf(extra: Record<string, unknown> | undefined): IssueCode[] {
  const codes = extra?.issue_codes;
  if (!Array.isArray(codes)) return [];
  return codes.flatMap((code: unknown) => {
    if (typeof code !== 'object' || code === null) return [];
    const { code: number, message } = code as Record<string, unknown>;
    return typeof number === 'number' && typeof message === 'string'
      ? [{ code: number, message }]
      : [];
  });
}

export function IssueCodes({ extra }: { extra: Record<string, unknown> | undefined }) {
  const codes = issueCodesOf(extra);
  if (codes.length === 0) return null;
  return (
    <div className="pn-error-issues" data-testid="error-issue-codes">
      <div>{t('This may be triggered by:')}</div>
      <ul>
        {codes.map((code) => (
          <li key={code.code}>{code.message}</li>
        ))}
      </ul>
    </div>
  );
}

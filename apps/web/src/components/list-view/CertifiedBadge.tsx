/** The certification mark next to a title, with who certified it and why in a tooltip. */
import { SafetyCertificateFilled } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { t } from '../../i18n/t';

export interface CertifiedBadgeProps {
  certifiedBy: string | null | undefined;
  details?: string | null | undefined;
}

export function CertifiedBadge({ certifiedBy, details }: CertifiedBadgeProps) {
  if (certifiedBy === null || certifiedBy === undefined || certifiedBy.trim() === '') return null;
  const label = t('Certified by %s', certifiedBy);
  return (
    <Tooltip
      title={
        <>
          <div>{label}</div>
          {details ? <div className="pn-tooltip-detail">{details}</div> : null}
        </>
      }
    >
      <SafetyCertificateFilled
        className="pn-certified"
        aria-label={label}
        role="img"
        data-testid="certified-badge"
      />
    </Tooltip>
  );
}

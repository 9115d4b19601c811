/**
 * A run state (Superset's ReportState, or its short names 'Grace' and 'Noop') as a coloured tag.
 */
import { Tag } from 'antd';
import { t } from '../../i18n/t';

interface StateLook {
  color: string;
  label: string;
}

function stateLook(state: string): StateLook {
  switch (state) {
    case 'Success':
      return { color: 'success', label: t('Success') };
    case 'Working':
      return { color: 'processing', label: t('Working') };
    case 'Error':
      return { color: 'error', label: t('Error') };
    case 'On Grace':
    case 'Grace':
      return { color: 'warning', label: t('On Grace') };
    case 'Not triggered':
    case 'Noop':
      return { color: 'default', label: t('Not triggered') };
    default:
      return { color: 'default', label: state };
  }
}

export function ReportStateTag({ state }: { state: string | null | undefined }) {
  if (!state) return null;
  const look = stateLook(state);
  return (
    <Tag color={look.color} data-testid="report-state" data-state={state}>
      {look.label}
    </Tag>
  );
}

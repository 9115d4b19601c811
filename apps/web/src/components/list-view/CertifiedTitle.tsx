/** The title of certifiable content (charts, dashboards): its linked name, then the certification mark. */
import { CertifiedBadge } from './CertifiedBadge';
import type { ListColumn, ListItem } from './listViewTypes';
import { RowTitle } from './rowTitleColumn';
import { t } from '../../i18n/t';

export interface CertifiedTitleProps {
  text: string;
  to: string;
  certifiedBy: string | null | undefined;
  details: string | null | undefined;
}

export function CertifiedTitle({ text, to, certifiedBy, details }: CertifiedTitleProps) {
  return (
    <span className="pn-title-cell">
      <RowTitle text={text} to={to} />
      <CertifiedBadge certifiedBy={certifiedBy} details={details} />
    </span>
  );
}

/** The sortable "Name" column showing `CertifiedTitle`. */
export function certifiedTitleColumn<T extends ListItem>(
  key: string,
  titleOf: (item: T) => CertifiedTitleProps,
): ListColumn<T> {
  return {
    key,
    title: t('Name'),
    sortable: true,
    render: (item) => <CertifiedTitle {...titleOf(item)} />,
  };
}

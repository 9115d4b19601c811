/** Columns several list pages share: Modified and Owners. */
import { Tooltip } from 'antd';
import { t } from '../../i18n/t';
import type { ListColumn, ListItem } from './listViewTypes';
import { OwnerAvatars } from './OwnerAvatars';
import type { OwnerRef } from './ownerNames';

export interface Modified {
  changed_on_delta_humanized?: string | null;
  changed_by_name?: string | null;
  changed_on_utc?: string | null;
  changed_on?: string | null;
}

export function ModifiedText({ item }: { item: Modified }) {
  const when = item.changed_on_delta_humanized ?? '';
  const by = item.changed_by_name?.trim();
  const exact = item.changed_on_utc ?? item.changed_on ?? undefined;
  const at = exact ? new Date(exact).toLocaleString() : undefined;
  const detail = by ? (at ? t('Modified by %s on %s', by, at) : t('Modified by %s', by)) : at;
  return (
    <Tooltip title={detail}>
      <span className="pn-modified">{when}</span>
    </Tooltip>
  );
}

export function modifiedColumn<T extends ListItem & Modified>(): ListColumn<T> {
  return {
    key: 'changed_on_delta_humanized',
    title: t('Modified'),
    sortable: true,
    width: 150,
    render: (item) => <ModifiedText item={item} />,
  };
}

export function ownersColumn<
  T extends ListItem & { owners?: readonly OwnerRef[] | null },
>(): ListColumn<T> {
  return {
    key: 'owners',
    title: t('Owners'),
    width: 120,
    render: (item) => <OwnerAvatars owners={item.owners} />,
  };
}

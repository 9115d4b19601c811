/**
 * A list page of certifiable content (charts, dashboards): owned, starred, exported and deleted in
 * bulk, shown as a table or as cards, edited in a properties dialog. The page supplies only what
 * differs: its own columns, filters, create button, card cover and card description.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { t } from '../../i18n/t';
import { cardSortOptions } from './cardSortOptions';
import { CertifiedTitle, certifiedTitleColumn } from './CertifiedTitle';
import type { CertifiedTitleProps } from './CertifiedTitle';
import { modifiedColumn, ownersColumn } from './commonColumns';
import type { Modified } from './commonColumns';
import { favoriteAndCertifiedFilters, ownerFilters } from './commonFilters';
import { ListView } from './ListView';
import type { ListColumn, ListItem, ListViewConfig, SelectFilterDef } from './listViewTypes';
import { OwnerAvatars } from './OwnerAvatars';
import type { OwnerRef } from './ownerNames';

export interface CertifiedContentItem extends ListItem, Modified {
  owners?: readonly OwnerRef[] | null;
  certified_by?: string | null;
  certification_details?: string | null;
}

export interface CertifiedContentListProps<T extends CertifiedContentItem> {
  resource: 'chart' | 'dashboard';
  noun: string;
  title: string;
  /** The name's column: sorted on, searched in, and the cards' alphabetical order. */
  nameColumn: string;
  name: (item: T) => string;
  path: (item: T) => string;
  /** The operator of the search box. */
  searchOperator: string;
  /** Columns between the name and the owners. */
  columns: ReadonlyArray<ListColumn<T>>;
  /** Filters between the people filters and favourite/certified. */
  filters: readonly SelectFilterDef[];
  headerButtons: ListViewConfig<T>['headerButtons'];
  cardCover: (item: T) => ReactNode;
  cardDescription: (item: T) => ReactNode;
  /** The properties dialog of the item being edited. */
  editor: (item: T, close: () => void) => ReactNode;
}

export function CertifiedContentList<T extends CertifiedContentItem>({
  resource,
  noun,
  title,
  nameColumn,
  name,
  path,
  searchOperator,
  columns,
  filters,
  headerButtons,
  cardCover,
  cardDescription,
  editor,
}: CertifiedContentListProps<T>) {
  const [editing, setEditing] = useState<T | null>(null);

  const titleOf = (item: T): CertifiedTitleProps => ({
    text: name(item),
    to: path(item),
    certifiedBy: item.certified_by,
    details: item.certification_details,
  });

  const config: ListViewConfig<T> = {
    resource,
    noun,
    title,
    itemName: name,
    columns: [
      certifiedTitleColumn(nameColumn, titleOf),
      ...columns,
      ownersColumn(),
      modifiedColumn(),
    ],
    search: { col: nameColumn, opr: searchOperator, placeholder: t('Type a value') },
    filters: [...ownerFilters(resource), ...filters, ...favoriteAndCertifiedFilters(resource)],
    ownable: true,
    favorite: true,
    deletable: true,
    bulkDelete: true,
    exportable: true,
    onEdit: setEditing,
    headerButtons,
    card: {
      cover: cardCover,
      title: (item) => <CertifiedTitle {...titleOf(item)} />,
      description: cardDescription,
      extra: (item) => <OwnerAvatars owners={item.owners} />,
      sortOptions: cardSortOptions(nameColumn),
    },
  };

  return (
    <>
      <ListView config={config} />
      {editing !== null ? editor(editing, () => setEditing(null)) : null}
    </>
  );
}

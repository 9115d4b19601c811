/** What a list page tells the shared ListView: its resource, columns, filters and actions. */
import type { ReactNode } from 'react';
import type { SortDirection } from '../../api/listQuery';
import type { ListPermissions, MaybeOwned } from './listPermissions';
import type { FilterValue, ViewMode } from './listViewState';
import type { OptionSource } from './resourceUrls';
import type { Favorites } from './useFavorites';

/** Every listed row has a numeric id; owned resources also list their owners. */
export interface ListItem extends MaybeOwned {
  id: number;
}

export interface ListColumn<T extends ListItem> {
  /** Unique key; also the `order_column` when `sortable`. */
  key: string;
  title: string;
  render: (item: T) => ReactNode;
  /** Server-side sort on this `order_column` (defaults to `key`). */
  sortable?: boolean;
  sortColumn?: string;
  width?: number;
  align?: 'left' | 'center' | 'right';
}

export interface FilterChoice {
  label: string;
  value: FilterValue;
}

/** A select filter: fixed choices (status, yes/no, viz type) or options fetched from the server. */
export interface SelectFilterDef {
  id: string;
  label: string;
  col: string;
  opr: string;
  choices?: readonly FilterChoice[];
  source?: OptionSource;
}

export interface RowAction {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
}

/** What an action callback may need to know besides the row. */
export interface RowActionContext {
  permissions: ListPermissions;
  /** Write permission plus ownership (or admin), per row. */
  canModify: boolean;
}

export interface CardSortOption {
  label: string;
  column: string;
  direction: SortDirection;
}

export interface CardConfig<T extends ListItem> {
  /** The picture area at the top of the card. */
  cover: (item: T) => ReactNode;
  /** The title line (usually a link). */
  title: (item: T) => ReactNode;
  /** The line under the title (e.g. "Modified 2 days ago"). */
  description: (item: T) => ReactNode;
  /** Shown at the bottom right (e.g. owner avatars). */
  extra?: (item: T) => ReactNode;
  sortOptions: readonly CardSortOption[];
}

export interface ListViewConfig<T extends ListItem> {
  /** API path below `/api/v1/`: `dashboard`, `chart`, `security/users`, ... */
  resource: string;
  /** Singular noun for messages ('dashboard'): "An error occurred while fetching %ss". */
  noun: string;
  /** The plural where adding 's' to `noun` is wrong ('queries'): "No %s yet". */
  nounPlural?: string;
  /** Page title ('Dashboards'). */
  title: string;
  /** The item's name in toasts and confirmations. */
  itemName: (item: T) => string;
  columns: ReadonlyArray<ListColumn<T>>;
  search?: { col: string; opr: string; placeholder: string };
  filters?: readonly SelectFilterDef[];
  /** Defaults to Modified, newest first. */
  defaultSort?: { column: string; direction: SortDirection };
  /** Owners decide who may edit and delete (with can_write); admins always may. */
  ownable?: boolean;
  /** Charts and dashboards: a star column backed by `favorite_status`. */
  favorite?: boolean;
  deletable?: boolean;
  /** Further rules on top of permissions and ownership (e.g. nobody deletes themselves). */
  isDeletable?: (item: T) => boolean;
  /** The server offers `DELETE /api/v1/{resource}/?q=!(ids)`. */
  bulkDelete?: boolean;
  /** The server offers `GET /api/v1/{resource}/export/?q=!(ids)`. */
  exportable?: boolean;
  /** Opens the edit form; shown to owners and admins with can_write. */
  onEdit?: (item: T) => void;
  /** Page-specific actions, shown before edit/export/delete. */
  extraActions?: (item: T, context: RowActionContext) => RowAction[];
  /** Buttons at the top right (create...), given the resource permissions. */
  headerButtons?: (permissions: ListPermissions) => ReactNode;
  /** Card view (charts, dashboards); the table is always available. */
  card?: CardConfig<T>;
  /** Which view opens first when both exist. */
  defaultViewMode?: ViewMode;
  /** The body of the delete confirmation; defaults to "Are you sure you want to delete X?". */
  deleteDescription?: (item: T) => ReactNode;
}

/** What the card and the table view of a list page both show and how their items behave. */
export interface ListItemsViewProps<T extends ListItem> {
  items: readonly T[];
  loading: boolean;
  itemName: (item: T) => string;
  /** The user's favourites; null where the list has no stars. */
  favorites: Favorites | null;
  actionsOf: (item: T) => RowAction[];
  bulkMode: boolean;
  selected: ReadonlySet<number>;
  empty: ReactNode;
}

/**
 * The first column of most lists: the item's name, bold, with its full text in a tooltip when it
 * is cut off, and a link to the item's page when it has one.
 */
import { Link } from 'react-router-dom';
import { t } from '../../i18n/t';
import type { ListColumn, ListItem } from './listViewTypes';
import { TitleWithTooltip } from './TitleWithTooltip';

export interface RowTitleProps {
  text: string;
  /** The tooltip's text, when it differs from the title (e.g. a description). */
  tooltip?: string;
  /** The item's page; without it the title is plain text. */
  to?: string;
}

export function RowTitle({ text, tooltip = text, to }: RowTitleProps) {
  return (
    <TitleWithTooltip title={tooltip}>
      {to === undefined ? (
        <span className="pn-row-title" data-testid="row-title">
          {text}
        </span>
      ) : (
        <Link to={to} className="pn-row-title" data-testid="row-title">
          {text}
        </Link>
      )}
    </TitleWithTooltip>
  );
}

/** A sortable title column; `title` defaults to "Name". */
export function rowTitleColumn<T extends ListItem>(
  key: string,
  titleOf: (item: T) => RowTitleProps,
  title: string = t('Name'),
): ListColumn<T> {
  return { key, title, sortable: true, render: (item) => <RowTitle {...titleOf(item)} /> };
}

/** The Home page's dataset card query (the dataset list page builds its own through ListView). */
import { LIST_PAGE_SIZE } from '../../api/listQuery';
import type { ListQuery } from '../../api/listQuery';

/** The Home page's card: every dataset by name, first page. */
export const HOME_DATASETS_QUERY: ListQuery = {
  order_column: 'table_name',
  order_direction: 'asc',
  page: 0,
  page_size: LIST_PAGE_SIZE,
};

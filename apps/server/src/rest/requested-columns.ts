/**
 * A GET by id may ask for some columns only, with rison `q=(columns:!(...))` (or
 * `select_columns`), as Superset's show endpoints allow; the row then keeps just those.
 */
import { pickColumns } from './pick-columns';
import { parseListArgs } from './rison-query';

/** The row, or only the columns `q` asks for when it names some. */
export function withRequestedColumns<Row extends object>(
  row: Row,
  q: string | undefined,
): Row | Partial<Row> {
  const args = q ? parseListArgs(q) : undefined;
  const columns = args?.columns ?? args?.select_columns;
  return columns ? pickColumns(row, columns) : row;
}

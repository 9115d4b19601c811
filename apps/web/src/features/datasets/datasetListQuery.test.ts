import { describe, expect, it } from 'vitest';
import { encodeListQuery } from '../../api/listQuery';
import { HOME_DATASETS_QUERY } from './datasetListQuery';

describe('HOME_DATASETS_QUERY', () => {
  it('matches the documented home page call', () => {
    expect(encodeListQuery(HOME_DATASETS_QUERY)).toBe(
      '(order_column:table_name,order_direction:asc,page:0,page_size:25)',
    );
  });
});

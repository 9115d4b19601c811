import { describe, expect, it } from 'vitest';
import { attachmentHeader, exportBaseName } from './export-filename';

const NOW = new Date(Date.UTC(2024, 0, 31, 9, 5, 7));

describe('exportBaseName', () => {
  it('uses the chart name, then the viz type, then "export"', () => {
    expect(exportBaseName({ chartName: 'Delays by origin', now: NOW })).toBe(
      'superset_Delays_by_origin_20240131_090507',
    );
    expect(exportBaseName({ vizType: 'table', now: NOW })).toBe('superset_table_20240131_090507');
    expect(exportBaseName({ now: NOW })).toBe('superset_export_20240131_090507');
  });

  it('makes names safe for a header and a file system', () => {
    const name = exportBaseName({ chartName: '../../etc/passwd"; x=<y>', now: NOW });
    // werkzeug's secure_filename: separators become `_`, quotes and brackets are dropped.
    expect(name).toBe('superset_.._.._etc_passwd_xy_20240131_090507');
    expect(name).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(attachmentHeader(`${name}.csv`)).toBe(`attachment; filename=${name}.csv`);
    expect(exportBaseName({ filename: 'my report.csv' })).toBe('my_report');
  });
});

import { describe, expect, it } from 'vitest';
import { attachmentHeader, exportBaseName } from './export-filename';

const NOW = new Date(Date.UTC(2024, 0, 31, 9, 5, 7));

describe('exportBaseName', () => {
  it('names the file after the chart, then the viz type, then "export"', () => {
    expect(exportBaseName({ chartName: 'Delays by origin', now: NOW })).toBe(
      'Delays_by_origin_20240131_090507',
    );
    expect(exportBaseName({ vizType: 'table', now: NOW })).toBe('table_20240131_090507');
    expect(exportBaseName({ now: NOW })).toBe('export_20240131_090507');
  });

  it('keeps letters of every script and drops what a path or a header could misread', () => {
    const name = exportBaseName({ chartName: '../../etc/passwd"; x=<y>', now: NOW });
    // Without a prefix before it, the name may not start with dots (a hidden or parent file).
    expect(name).toBe('etc_passwd_xy_20240131_090507');
    expect(name).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(exportBaseName({ chartName: 'Retards à Zürich 東京', now: NOW })).toBe(
      'Retards_à_Zürich_東京_20240131_090507',
    );
    expect(exportBaseName({ filename: 'my report.csv' })).toBe('my_report');
  });
});

describe('attachmentHeader', () => {
  it('gives an ASCII name as it is', () => {
    expect(attachmentHeader('table_20240131_090507.csv')).toBe(
      'attachment; filename=table_20240131_090507.csv',
    );
  });

  it('gives any other name in UTF-8 with an ASCII fallback for old clients', () => {
    expect(attachmentHeader('Retards_à_東京.csv')).toBe(
      `attachment; filename="Retards_a.csv"; filename*=UTF-8''Retards_%C3%A0_%E6%9D%B1%E4%BA%AC.csv`,
    );
    expect(attachmentHeader('東京.csv')).toBe(
      `attachment; filename="export.csv"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC.csv`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  bundleFileStem,
  exportRootName,
  pythonIsoTimestamp,
  removeRoot,
  secureFilename,
} from './bundle-names';

describe('bundle file names', () => {
  it('makes names safe the way werkzeug does', () => {
    // Expected values worked out by hand from werkzeug's secure_filename steps.
    expect(secureFilename('My cool movie.mov')).toBe('My_cool_movie.mov');
    expect(secureFilename('../../../etc/passwd')).toBe('etc_passwd');
    expect(secureFilename('i contain cool \xfcml\xe4uts.txt')).toBe('i_contain_cool_umlauts.txt');
    expect(secureFilename('Sales / Q1 (draft)')).toBe('Sales_Q1_draft');
    expect(secureFilename('  __hidden__  ')).toBe('hidden');
    expect(secureFilename('日本語')).toBe('');
  });

  it('adds the id, or uses it alone when nothing is left of the name', () => {
    expect(bundleFileStem('Flights by month', 12)).toBe('Flights_by_month_12');
    expect(bundleFileStem('examples', 1, true)).toBe('examples');
    expect(bundleFileStem('日本語', 7)).toBe('7');
    expect(bundleFileStem('日本語', 7, true)).toBe('7');
  });

  it('names the export after the resource and the UTC time', () => {
    const date = new Date('2024-01-01T12:00:00.123Z');
    expect(exportRootName('dashboard', date)).toBe('dashboard_export_20240101T120000');
    expect(pythonIsoTimestamp(date)).toBe('2024-01-01T12:00:00.123000+00:00');
  });

  it('removes the root folder of archive members', () => {
    expect(removeRoot('dashboard_export_20240101T120000/charts/a_1.yaml')).toBe('charts/a_1.yaml');
    expect(removeRoot('metadata.yaml')).toBe('metadata.yaml');
  });
});

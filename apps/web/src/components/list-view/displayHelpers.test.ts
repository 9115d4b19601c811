import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from '../../api/fileDownload';
import { defaultExportName } from './exportDownload';
import { MAX_AVATARS, ownerColor, ownerInitials, ownerName } from './ownerNames';
import { needsTitleTooltip } from './titleTooltip';

describe('needsTitleTooltip', () => {
  it('starts at 26 characters (longer than 25)', () => {
    expect(needsTitleTooltip('x'.repeat(25))).toBe(false);
    expect(needsTitleTooltip('x'.repeat(26))).toBe(true);
  });
});

describe('owner display', () => {
  it('shows at most four avatars', () => {
    expect(MAX_AVATARS).toBe(4);
  });

  it('builds names and initials', () => {
    expect(ownerName({ id: 1, first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(ownerName({ id: 1, first_name: ' ', last_name: '', username: 'ada' })).toBe('ada');
    expect(ownerName({ id: 7 })).toBe('#7');
    expect(ownerInitials({ id: 1, first_name: 'ada', last_name: 'lovelace' })).toBe('AL');
    expect(ownerInitials({ id: 1, first_name: 'Cher', last_name: '' })).toBe('C');
    expect(ownerInitials({ id: 1, username: 'zed' })).toBe('Z');
    expect(ownerInitials({ id: 1 })).toBe('?');
  });

  it('gives a user the same colour every time', () => {
    expect(ownerColor({ id: 3 })).toBe(ownerColor({ id: 3 }));
    expect(ownerColor({ id: 3 })).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('filenameFromDisposition', () => {
  it('reads plain and extended file names', () => {
    expect(
      filenameFromDisposition('attachment; filename="dashboard_export_20240101T120000.zip"'),
    ).toBe('dashboard_export_20240101T120000.zip');
    expect(filenameFromDisposition('attachment; filename=chart.zip')).toBe('chart.zip');
    expect(
      filenameFromDisposition('attachment; filename="x.zip"; filename*=UTF-8\'\'caf%C3%A9.zip'),
    ).toBe('café.zip');
  });

  it('never lets a header choose a directory', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromDisposition('attachment; filename="C:\\temp\\a.zip"')).toBe('a.zip');
    expect(filenameFromDisposition('attachment; filename=".."')).toBeUndefined();
    expect(filenameFromDisposition('attachment')).toBeUndefined();
    expect(filenameFromDisposition(null)).toBeUndefined();
  });

  it('falls back to a name from the resource', () => {
    expect(defaultExportName('dashboard')).toBe('dashboard_export.zip');
  });
});

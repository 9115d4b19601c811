import { describe, expect, it } from 'vitest';
import { importFormData } from './importApi';

const file = new File(['PK'], 'bundle.zip', { type: 'application/zip' });

describe('importFormData', () => {
  it('sends only the file on a first try', () => {
    const form = importFormData({ resource: 'dashboard', file, passwords: {}, overwrite: false });
    expect([...form.keys()]).toEqual(['formData']);
    expect((form.get('formData') as File).name).toBe('bundle.zip');
  });

  it('adds filled passwords as JSON text and overwrite as the string true', () => {
    const form = importFormData({
      resource: 'database',
      file,
      passwords: { 'databases/a.yaml': 'pw', 'databases/b.yaml': '' },
      overwrite: true,
    });
    expect(form.get('passwords')).toBe('{"databases/a.yaml":"pw"}');
    expect(form.get('overwrite')).toBe('true');
  });
});

import { describe, expect, it } from 'vitest';
import { copyText } from './clipboardCopy';

describe('copyText', () => {
  it('writes the text and reports success', async () => {
    let written = '';
    const ok = await copyText('a\tb\n', {
      writeText: (text) => {
        written = text;
        return Promise.resolve();
      },
    });
    expect(ok).toBe(true);
    expect(written).toBe('a\tb\n');
  });

  it('reports failure when the clipboard API is missing', async () => {
    expect(await copyText('x', undefined)).toBe(false);
  });

  it('reports failure when the browser refuses', async () => {
    expect(await copyText('x', { writeText: () => Promise.reject(new Error('denied')) })).toBe(
      false,
    );
  });
});

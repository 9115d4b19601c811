import { describe, expect, it } from 'vitest';
import { asciiDownloadFileName, downloadFileName } from './download-file-name';

describe('downloadFileName', () => {
  it('keeps letters of every script and turns separators into underscores', () => {
    expect(downloadFileName('Retards à Zürich / 東京')).toBe('Retards_à_Zürich_東京');
  });

  it('drops quotes, brackets and leading dots', () => {
    expect(downloadFileName('../"a" <b>; c')).toBe('a_b_c');
  });

  it('has an ASCII form for old clients', () => {
    expect(asciiDownloadFileName('Retards à Zürich 東京')).toBe('Retards_a_Zurich');
  });
});

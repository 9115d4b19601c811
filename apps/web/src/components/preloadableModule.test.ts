/**
 * A preloadable module downloads once however many callers ask, hands its value out
 * synchronously once it is in, and asks again after a failed download.
 */
import { describe, expect, it, vi } from 'vitest';
import { preloadableModule } from './preloadableModule';

describe('preloadableModule', () => {
  it('downloads once and then hands the value out synchronously', async () => {
    const importer = vi.fn(() => Promise.resolve('tabs'));
    const parts = preloadableModule(importer);
    expect(parts.current()).toBeNull();
    const [first, second] = await Promise.all([parts.load(), parts.load()]);
    expect([first, second]).toEqual(['tabs', 'tabs']);
    expect(parts.current()).toBe('tabs');
    await parts.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('sanitiser');
    const parts = preloadableModule(importer);
    await expect(parts.load()).rejects.toThrow('offline');
    expect(parts.current()).toBeNull();
    await expect(parts.load()).resolves.toBe('sanitiser');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

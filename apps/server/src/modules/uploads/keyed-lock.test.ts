import { describe, expect, it } from 'vitest';
import { KeyedLock } from './keyed-lock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('keyed lock', () => {
  it('runs work for one key one at a time, in order, and other keys alongside', async () => {
    const lock = new KeyedLock<number>();
    const events: string[] = [];
    const job = (key: number, name: string) =>
      lock.run(key, async () => {
        events.push(`start ${name}`);
        await tick();
        events.push(`end ${name}`);
        return name;
      });
    const results = await Promise.all([job(1, 'a'), job(1, 'b'), job(2, 'c')]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events.indexOf('end a')).toBeLessThan(events.indexOf('start b'));
    expect(events.indexOf('start c')).toBeLessThan(events.indexOf('end a'));
  });

  it('keeps going after a failure', async () => {
    const lock = new KeyedLock<string>();
    const failed = lock.run('k', () => Promise.reject(new Error('boom')));
    const next = lock.run('k', () => Promise.resolve(42));
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe(42);
  });
});

import { describe, expect, it } from 'vitest';
import { CRON_NOT_VALID, crontabProblem, parseCrontab } from './crontab';

describe('parseCrontab', () => {
  it('expands lists, ranges and steps into the values cron would run at', () => {
    const parsed = parseCrontab('*/20 9-17/4 1,15 * MON-FRI');
    expect(parsed?.minute.values).toEqual([0, 20, 40]);
    expect(parsed?.hour.values).toEqual([9, 13, 17]);
    expect(parsed?.dayOfMonth.values).toEqual([1, 15]);
    expect(parsed?.month.any).toBe(true);
    expect(parsed?.dayOfWeek.values).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads month names, Sunday as 7 and the "from n, every m" shorthand', () => {
    const parsed = parseCrontab('5/15 0 ? jan,Jul 7');
    expect(parsed?.minute.values).toEqual([5, 20, 35, 50]);
    expect(parsed?.dayOfMonth.any).toBe(true);
    expect(parsed?.month.values).toEqual([1, 7]);
    expect(parsed?.dayOfWeek.values).toEqual([0]);
  });

  it('expands macros', () => {
    expect(parseCrontab('@daily')?.hour.values).toEqual([0]);
    expect(parseCrontab(' @weekly ')?.dayOfWeek.values).toEqual([0]);
  });

  it.each([
    '',
    '* * * *',
    '* * * * * *',
    '60 * * * *',
    '* 24 * * *',
    '* * 0 * *',
    '* * * 13 *',
    '* * * * 8',
    '5-1 * * * *',
    '*/0 * * * *',
    'a * * * *',
    '1,,2 * * * *',
    '? * * * *',
    '@reboot',
  ])('refuses %j', (crontab) => {
    expect(parseCrontab(crontab)).toBeNull();
    expect(crontabProblem(crontab)).toBe(CRON_NOT_VALID);
  });

  it('accepts a usual crontab', () => {
    expect(crontabProblem('0 12 * * 1')).toBeNull();
  });
});

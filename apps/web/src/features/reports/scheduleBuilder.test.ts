import { describe, expect, it } from 'vitest';
import { parseCrontab } from './crontab';
import {
  DEFAULT_BUILDER_VALUE,
  DEFAULT_CRONTAB,
  builderToCrontab,
  crontabToBuilder,
  type ScheduleBuilderValue,
} from './scheduleBuilder';

const value = (change: Partial<ScheduleBuilderValue>): ScheduleBuilderValue => ({
  ...DEFAULT_BUILDER_VALUE,
  ...change,
});

describe('builderToCrontab', () => {
  it('writes each frequency as a crontab', () => {
    expect(builderToCrontab(value({ frequency: 'hourly', minute: 15 }))).toBe('15 * * * *');
    expect(builderToCrontab(value({ frequency: 'daily', hour: 9, minute: 30 }))).toBe('30 9 * * *');
    expect(builderToCrontab(value({ frequency: 'weekly', hour: 8, weekdays: [5, 1, 1] }))).toBe(
      '0 8 * * 1,5',
    );
    expect(builderToCrontab(value({ frequency: 'monthly', hour: 6, monthDay: 28 }))).toBe(
      '0 6 28 * *',
    );
  });

  it('keeps out-of-range numbers inside cron ranges', () => {
    expect(builderToCrontab(value({ frequency: 'daily', hour: 25, minute: -3 }))).toBe(
      '0 23 * * *',
    );
    expect(builderToCrontab(value({ frequency: 'monthly', monthDay: 40 }))).toBe('0 12 31 * *');
  });

  it('the default schedule is Superset default, Mondays at noon', () => {
    expect(builderToCrontab(DEFAULT_BUILDER_VALUE)).toBe(DEFAULT_CRONTAB);
  });
});

describe('crontabToBuilder', () => {
  it('reads back what it writes', () => {
    const samples: ScheduleBuilderValue[] = [
      value({ frequency: 'hourly', minute: 45 }),
      value({ frequency: 'daily', hour: 0, minute: 5 }),
      value({ frequency: 'weekly', hour: 17, minute: 10, weekdays: [0, 3, 6] }),
      value({ frequency: 'monthly', hour: 7, minute: 0, monthDay: 15 }),
    ];
    for (const sample of samples) {
      const crontab = builderToCrontab(sample);
      const back = crontabToBuilder(crontab);
      expect(back?.frequency).toBe(sample.frequency);
      expect(back && builderToCrontab(back)).toBe(crontab);
    }
  });

  it('reads names, ranges of weekdays and macros when they mean a builder schedule', () => {
    expect(crontabToBuilder('0 9 * * MON-FRI')).toMatchObject({
      frequency: 'weekly',
      hour: 9,
      weekdays: [1, 2, 3, 4, 5],
    });
    expect(crontabToBuilder('0 9 * * 0-6')).toMatchObject({ frequency: 'daily', hour: 9 });
    expect(crontabToBuilder('@daily')).toMatchObject({ frequency: 'daily', hour: 0, minute: 0 });
    expect(crontabToBuilder('@hourly')).toMatchObject({ frequency: 'hourly', minute: 0 });
  });

  it('the builder runs at the same times as the crontab it read', () => {
    const crontab = '30 6 * * 2,4';
    const back = crontabToBuilder(crontab);
    expect(back).not.toBeNull();
    const before = parseCrontab(crontab);
    const after = parseCrontab(builderToCrontab(back!));
    expect(after?.minute.values).toEqual(before?.minute.values);
    expect(after?.hour.values).toEqual(before?.hour.values);
    expect(after?.dayOfWeek.values).toEqual(before?.dayOfWeek.values);
  });

  it.each([
    '*/15 * * * *',
    '0 9,17 * * *',
    '0 9-17 * * *',
    '0 9 1,15 * *',
    '0 9 * 1 *',
    '0 9 1 * 1',
    '0 * * * 1',
    '* 9 * * *',
    'nonsense',
  ])('leaves %j to the raw crontab field', (crontab) => {
    expect(crontabToBuilder(crontab)).toBeNull();
  });
});

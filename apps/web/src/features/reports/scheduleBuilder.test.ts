import { describe, expect, it } from 'vitest';
import { parseCrontab } from './crontab';
import {
  DEFAULT_BUILDER_VALUE,
  DEFAULT_CRONTAB,
  builderToCrontab,
  crontabToBuilder,
  scheduleView,
  switchScheduleMode,
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

describe('scheduleView', () => {
  it('reads a crontab the builder can express, else shows it raw', () => {
    expect(scheduleView('30 9 * * *', null)).toEqual({
      mode: 'daily',
      builder: { ...DEFAULT_BUILDER_VALUE, frequency: 'daily', hour: 9, minute: 30 },
    });
    expect(scheduleView('*/15 * * * *', null)).toEqual({
      mode: 'custom',
      builder: DEFAULT_BUILDER_VALUE,
    });
  });

  it("keeps the user's own mode while the value is the crontab it produced", () => {
    const everyDayWeekly = {
      ...DEFAULT_BUILDER_VALUE,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
    };
    const choice = {
      mode: 'weekly' as const,
      builder: everyDayWeekly,
      crontab: builderToCrontab(everyDayWeekly),
    };
    // Read alone, every weekday is "daily"; the user's weekly choice stands.
    expect(scheduleView(choice.crontab, null).mode).toBe('daily');
    expect(scheduleView(choice.crontab, choice).mode).toBe('weekly');
    // Text typed in the raw field stays raw even when the builder could read it.
    expect(
      scheduleView('0 9 * * 1', { mode: 'custom', builder: everyDayWeekly, crontab: '0 9 * * 1' })
        .mode,
    ).toBe('custom');
  });

  it('reads a value set from outside (a form reset) afresh', () => {
    const choice = {
      mode: 'custom' as const,
      builder: DEFAULT_BUILDER_VALUE,
      crontab: '5 4 * * *',
    };
    expect(scheduleView('0 6 1 * *', choice).mode).toBe('monthly');
  });
});

describe('switchScheduleMode', () => {
  it('keeps the crontab text when switching to the raw field', () => {
    expect(switchScheduleMode('0 9 * * 1-5', DEFAULT_BUILDER_VALUE, 'custom')).toEqual({
      mode: 'custom',
      builder: DEFAULT_BUILDER_VALUE,
      crontab: '0 9 * * 1-5',
    });
  });

  it('starts a frequency from the current crontab when it can be read', () => {
    expect(switchScheduleMode('30 9 * * *', DEFAULT_BUILDER_VALUE, 'weekly').crontab).toBe(
      '30 9 * * 1',
    );
    expect(switchScheduleMode('30 9 * * *', DEFAULT_BUILDER_VALUE, 'monthly').crontab).toBe(
      '30 9 1 * *',
    );
    // An unreadable crontab starts from the builder's last settings.
    expect(
      switchScheduleMode('*/5 * * * *', { ...DEFAULT_BUILDER_VALUE, hour: 7 }, 'daily').crontab,
    ).toBe('0 7 * * *');
  });
});

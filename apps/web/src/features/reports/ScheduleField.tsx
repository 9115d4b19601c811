/**
 * The report schedule control: every hour / day / week / month at a chosen time, or a raw
 * crontab. Its value is the crontab itself, so the form validates and sends one string and the
 * server's crontab errors land on this field. A crontab the builder cannot express opens in the
 * raw mode, and switching modes never drops what was typed.
 */
import { Checkbox, Input, InputNumber, Select, Space, TimePicker, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { t } from '../../i18n/t';
import { parseCrontab } from './crontab';
import {
  builderToCrontab,
  scheduleView,
  switchScheduleMode,
  type ScheduleBuilderValue,
  type ScheduleChoice,
  type ScheduleMode,
} from './scheduleBuilder';
import { describeCrontab } from './scheduleText';

const WEEKDAYS_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

function weekdayShort(day: number): string {
  const names = [t('Sun'), t('Mon'), t('Tue'), t('Wed'), t('Thu'), t('Fri'), t('Sat')];
  return names[day] ?? String(day);
}

function modeOptions(): Array<{ value: ScheduleMode; label: string }> {
  return [
    { value: 'hourly', label: t('Every hour') },
    { value: 'daily', label: t('Every day') },
    { value: 'weekly', label: t('Every week') },
    { value: 'monthly', label: t('Every month') },
    { value: 'custom', label: t('Custom (crontab)') },
  ];
}

export interface ScheduleFieldProps {
  id?: string;
  value?: string;
  onChange?: (crontab: string) => void;
}

export function ScheduleField({ id, value = '', onChange }: ScheduleFieldProps) {
  const [choice, setChoice] = useState<ScheduleChoice | null>(null);
  const { mode, builder } = scheduleView(value, choice);

  const choose = (next: ScheduleChoice) => {
    setChoice(next);
    if (next.crontab !== value) onChange?.(next.crontab);
  };

  const changeBuilder = (change: Partial<ScheduleBuilderValue>) => {
    const next = { ...builder, ...change };
    choose({ mode, builder: next, crontab: builderToCrontab(next) });
  };

  const valid = parseCrontab(value) !== null;

  return (
    <div className="pn-report-schedule" data-testid="report-schedule">
      <Space wrap align="center">
        <Select<ScheduleMode>
          id={id}
          aria-label={t('Repeat')}
          className="pn-report-schedule-mode"
          value={mode}
          options={modeOptions()}
          onChange={(next) => choose(switchScheduleMode(value, builder, next))}
          data-testid="report-schedule-frequency"
        />
        {mode === 'hourly' && (
          <Space size={4}>
            <Typography.Text>{t('at minute')}</Typography.Text>
            <InputNumber
              aria-label={t('Minute')}
              min={0}
              max={59}
              precision={0}
              value={builder.minute}
              onChange={(minute) => changeBuilder({ minute: minute ?? 0 })}
              data-testid="report-schedule-minute"
            />
          </Space>
        )}
        {mode === 'monthly' && (
          <Space size={4}>
            <Typography.Text>{t('on day')}</Typography.Text>
            <InputNumber
              aria-label={t('Day of the month')}
              min={1}
              max={31}
              precision={0}
              value={builder.monthDay}
              onChange={(monthDay) => changeBuilder({ monthDay: monthDay ?? 1 })}
              data-testid="report-schedule-month-day"
            />
          </Space>
        )}
        {(mode === 'daily' || mode === 'weekly' || mode === 'monthly') && (
          <Space size={4}>
            <Typography.Text>{t('at')}</Typography.Text>
            <TimePicker
              aria-label={t('Time')}
              format="HH:mm"
              allowClear={false}
              needConfirm={false}
              value={dayjs().hour(builder.hour).minute(builder.minute).second(0)}
              onChange={(time) => {
                if (time) changeBuilder({ hour: time.hour(), minute: time.minute() });
              }}
              data-testid="report-schedule-time"
            />
          </Space>
        )}
      </Space>
      {mode === 'weekly' && (
        <Checkbox.Group
          className="pn-report-schedule-days"
          aria-label={t('Days of the week')}
          value={builder.weekdays}
          options={WEEKDAYS_FROM_MONDAY.map((day) => ({ value: day, label: weekdayShort(day) }))}
          onChange={(days) => {
            // A weekly schedule needs a day; clearing the last one would silently mean "every day".
            if (days.length > 0) changeBuilder({ weekdays: days });
          }}
          data-testid="report-schedule-weekdays"
        />
      )}
      {mode === 'custom' && (
        <Input
          className="pn-report-crontab"
          aria-label={t('Crontab')}
          placeholder="0 12 * * 1"
          value={value}
          onChange={(event) => choose({ mode, builder, crontab: event.target.value })}
          autoComplete="off"
          spellCheck={false}
          data-testid="report-crontab"
        />
      )}
      {valid && (
        <Typography.Text
          type="secondary"
          className="pn-report-schedule-text"
          data-testid="report-schedule-text"
        >
          {describeCrontab(value)}
        </Typography.Text>
      )}
    </div>
  );
}

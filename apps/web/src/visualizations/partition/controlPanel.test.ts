import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ControlPanelSection, NamedControl } from '../controlPanelTypes';
import { controlPanel } from './controlPanel';

const formData = (time_series_option: string): QueryFormData => ({
  datasource: '7__table',
  viz_type: 'partition',
  time_series_option,
});

function section(label: string): ControlPanelSection {
  const found = controlPanel.controlPanelSections.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no section ${label}`);
  return found;
}

function control(name: string): NamedControl {
  for (const candidate of controlPanel.controlPanelSections) {
    for (const row of candidate.controlSetRows) {
      for (const cell of row) {
        if (cell && typeof cell === 'object' && cell.name === name) return cell;
      }
    }
  }
  throw new Error(`no control ${name}`);
}

const shown = (visibility: ControlPanelSection['visibility'], option: string) =>
  visibility ? visibility({ formData: formData(option), datasource: null }) : true;

describe('partition control panel', () => {
  it('shows the time column and grain only with a time option', () => {
    const time = section('Time');
    expect(time.controlSetRows).toEqual([['granularity_sqla'], ['time_grain_sqla']]);
    expect(shown(time.visibility, 'not_time')).toBe(false);
    for (const option of ['time_series', 'agg_sum', 'agg_mean', 'point_diff', 'adv_anal']) {
      expect(shown(time.visibility, option)).toBe(true);
    }
  });

  it('shows Advanced Analytics only with the Advanced Analytics option', () => {
    const analytics = section('Advanced Analytics');
    const names = analytics.controlSetRows
      .flat()
      .map((cell) => (typeof cell === 'string' ? cell : cell?.name));
    expect(names).toEqual([
      'rolling_type',
      'rolling_periods',
      'min_periods',
      'resample_rule',
      'resample_method',
    ]);
    expect(shown(analytics.visibility, 'adv_anal')).toBe(true);
    for (const option of ['not_time', 'time_series', 'agg_sum', 'point_percent']) {
      expect(shown(analytics.visibility, option)).toBe(false);
    }
  });

  it('shows Equal Date Sizes only where dates are a level', () => {
    const { visibility } = control('equal_date_size').config;
    expect(shown(visibility, 'time_series')).toBe(true);
    expect(shown(visibility, 'adv_anal')).toBe(true);
    expect(shown(visibility, 'agg_sum')).toBe(false);
    expect(shown(visibility, 'not_time')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkbox,
  checkboxConfig,
  dateFormatControl,
  nonEmpty,
  numberFormatControl,
  withVisibility,
} from './controlBuilders';

describe('control builders', () => {
  it('makes display checkboxes redraw without a query unless told otherwise', () => {
    expect(checkbox('show_legend', 'Legend', 'Whether to show it', true)).toEqual({
      name: 'show_legend',
      config: {
        type: 'CheckboxControl',
        label: 'Legend',
        description: 'Whether to show it',
        default: true,
        renderTrigger: true,
      },
    });
    const queryCheckbox = checkbox('include_time', 'Include time', undefined, false, false);
    expect(queryCheckbox.config.renderTrigger).toBe(false);
    expect('description' in queryCheckbox.config).toBe(false);
    expect(checkboxConfig('Stack', 'Stack series', false)).toEqual(
      checkbox('stack', 'Stack', 'Stack series', false).config,
    );
  });

  it('defaults formats to Superset’s adaptive ones under their usual names', () => {
    expect(numberFormatControl('number_format').config).toMatchObject({
      label: 'Number format',
      default: 'SMART_NUMBER',
      freeForm: true,
    });
    expect(numberFormatControl('y_axis_format', 'Y', ',d').config.default).toBe(',d');
    expect(dateFormatControl()).toMatchObject({
      name: 'date_format',
      config: { label: 'Date format', default: 'smart_date' },
    });
  });

  it('shows a control only where its visibility holds, keeping the rest of its config', () => {
    const control = withVisibility(checkbox('a', 'A', 'a', false), ({ formData }) => !!formData.x);
    expect(control.config.type).toBe('CheckboxControl');
    expect(control.config.visibility?.({ formData: { x: 1 } } as never)).toBe(true);
    expect(control.config.visibility?.({ formData: {} } as never)).toBe(false);
  });

  it('refuses empty values with a message', () => {
    expect(nonEmpty([], {} as never)).toEqual(expect.any(String));
    expect(nonEmpty(['a'], {} as never)).toBe(false);
  });
});

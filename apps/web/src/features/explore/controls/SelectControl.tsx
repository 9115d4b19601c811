/**
 * A select over fixed `choices`, single or `multi`. With `freeForm` the user may type values that
 * are not choices (tags when multi); without it, values outside the choices are not shown and so
 * drop out on the next change.
 */
import { Select } from 'antd';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ControlHeader, headerPropsOf } from './ControlHeader';
import {
  decodeSelectKey,
  keyForValue,
  selectOptions,
  shownValues,
  type Choice,
} from './selectOptions';

export function SelectControl(props: ControlComponentProps) {
  const { name, value, onChange, validationErrors, config } = props;
  const [search, setSearch] = useState('');
  const choices = (config.choices ?? []) as Choice[];
  const multi = config.multi === true;
  const freeForm = config.freeForm === true;
  const values = shownValues(value, choices, freeForm);
  const keys = values.map((v) => keyForValue(v, choices));
  const options = selectOptions(choices, values);
  // A single free-form select offers what is being typed as an option of its own.
  const typed = search.trim();
  if (!multi && freeForm && typed && !options.some((o) => o.value === typed || o.label === typed)) {
    options.push({ value: typed, label: typed });
  }
  const id = `control-${name}`;

  return (
    <div>
      <ControlHeader {...headerPropsOf(props)} htmlFor={id} />
      <Select<string | string[]>
        id={id}
        className="pn-control-full"
        mode={multi ? (freeForm ? 'tags' : 'multiple') : undefined}
        value={multi ? keys : keys[0]}
        options={options}
        placeholder={config.placeholder ?? t('Select ...')}
        allowClear={config.clearable !== false}
        status={validationErrors.length > 0 ? 'error' : undefined}
        showSearch={{ optionFilterProp: 'label', onSearch: setSearch, searchValue: search }}
        notFoundContent={freeForm ? null : undefined}
        onChange={(next) => {
          setSearch('');
          if (Array.isArray(next)) onChange(next.map((key) => decodeSelectKey(key, choices)));
          else onChange(next === undefined ? null : decodeSelectKey(next, choices));
        }}
      />
    </div>
  );
}

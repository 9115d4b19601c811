/**
 * Superset's "Currency format": where the symbol goes (prefix or suffix) and which currency, an
 * ISO code. Stored as `{symbol, symbolPosition}`; clearing the currency stores null, which lets
 * the saved metric's currency apply again. The two selects also serve a table column's popover.
 */
import { Select } from 'antd';
import { readCurrency } from '@panorama/core/format/currency-format';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ControlHeader, headerPropsOf } from './ControlHeader';
import { currencyOptions, currencyValue } from './currencyChoices';

const POSITIONS = [
  { value: 'prefix', label: 'Prefix' },
  { value: 'suffix', label: 'Suffix' },
];

export interface CurrencyPickerProps {
  /** Prefix of the two selects' ids: `<id>-position`, `<id>-symbol`. */
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  size?: 'small' | 'middle';
}

export function CurrencyPicker({ id, value, onChange, size }: CurrencyPickerProps) {
  const current = readCurrency(value);
  const symbol = current?.symbol;
  // A side chosen before the currency is kept on its own, as Superset keeps it.
  const side: unknown =
    value && typeof value === 'object' ? (value as Record<string, unknown>).symbolPosition : null;
  const position = current?.symbolPosition ?? (typeof side === 'string' ? side : undefined);
  return (
    <div className="pn-bounds">
      <Select<string>
        id={`${id}-position`}
        aria-label={t('Prefix or suffix')}
        className="pn-control-full"
        size={size}
        placeholder={t('Prefix or suffix')}
        value={position}
        options={POSITIONS.map((option) => ({ ...option, label: t(option.label) }))}
        onChange={(next) =>
          onChange(symbol ? currencyValue(symbol, next) : { symbolPosition: next })
        }
      />
      <Select<string>
        id={`${id}-symbol`}
        aria-label={t('Currency')}
        className="pn-control-full"
        size={size}
        placeholder={t('Currency')}
        value={symbol}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        options={currencyOptions()}
        onChange={(next) => onChange(currencyValue(next, position))}
      />
    </div>
  );
}

export function CurrencyControl(props: ControlComponentProps) {
  const { name, value, onChange } = props;
  const id = `control-${name}`;
  return (
    <div>
      <ControlHeader {...headerPropsOf(props)} htmlFor={`${id}-symbol`} />
      <CurrencyPicker id={id} value={value} onChange={onChange} />
    </div>
  );
}

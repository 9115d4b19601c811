/**
 * Where a row's position comes from (deck.gl charts): latitude and longitude columns, one
 * delimited column, or a geohash. The closed control shows the columns, or 'N/A' with the error
 * 'Invalid lat/long configuration.' while a needed column is missing.
 */
import {
  SPATIAL_TYPES,
  asSpatialValue,
  defaultSpatialValue,
  spatialErrors,
  spatialLabel,
  type SpatialType,
  type SpatialValue,
} from '@panorama/core/explore/spatial';
import { Checkbox, Form, Radio, Select } from 'antd';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { headerPropsOf } from './ControlHeader';
import { PopoverFormControl } from './PopoverFormControl';

function typeLabel(type: SpatialType): string {
  switch (type) {
    case 'latlong':
      return t('Longitude & Latitude columns');
    case 'delimited':
      return t('Delimited long & lat single column');
    case 'geohash':
      return t('Geohash');
  }
}

export function SpatialControl(props: ControlComponentProps) {
  const { label, value, onChange, validationErrors, datasource } = props;
  const spatial: SpatialValue = asSpatialValue(value) ?? defaultSpatialValue('latlong');
  const errors = [
    ...validationErrors,
    ...spatialErrors(spatial)
      .map((error) => t(error))
      .filter((error) => !validationErrors.includes(error)),
  ];
  const columns = (datasource?.columns ?? []).map((column) => ({
    value: column.column_name,
    label: column.verbose_name || column.column_name,
  }));
  const firstColumn = columns[0]?.value ?? null;
  const set = (patch: Partial<SpatialValue>) => onChange({ ...spatial, ...patch });
  const column = (field: string, fieldLabel: string, current: string | null) => (
    <Form.Item key={field} label={fieldLabel}>
      <Select
        aria-label={fieldLabel}
        showSearch={{ optionFilterProp: 'label' }}
        value={current ?? undefined}
        options={columns}
        placeholder={t('Select ...')}
        onChange={(next) => set({ [field]: next } as Partial<SpatialValue>)}
      />
    </Form.Item>
  );
  const reverse = (checked: boolean) => (
    <Checkbox
      checked={checked}
      onChange={(event) => set({ reverseCheckbox: event.target.checked })}
    >
      {t('Reverse lat/long')}
    </Checkbox>
  );

  const fields = (
    <>
      <Form.Item label={t('Coordinates')}>
        <Radio.Group
          orientation="vertical"
          value={spatial.type}
          onChange={(event) =>
            onChange(defaultSpatialValue(event.target.value as SpatialType, firstColumn))
          }
        >
          {SPATIAL_TYPES.map((type) => (
            <Radio key={type} value={type}>
              {typeLabel(type)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {spatial.type === 'latlong' && (
        <>
          {column('lonCol', t('Longitude'), spatial.lonCol)}
          {column('latCol', t('Latitude'), spatial.latCol)}
        </>
      )}
      {spatial.type === 'delimited' && (
        <>
          {column('lonlatCol', t('Column'), spatial.lonlatCol)}
          <Form.Item label={t('Delimiter')}>
            <Select
              aria-label={t('Delimiter')}
              value={spatial.delimiter}
              options={[
                { value: ',', label: t('comma') },
                { value: ';', label: t('semicolon') },
                { value: ' ', label: t('space') },
                { value: '|', label: t('pipe') },
              ]}
              onChange={(delimiter) => set({ delimiter })}
            />
          </Form.Item>
          {reverse(spatial.reverseCheckbox)}
        </>
      )}
      {spatial.type === 'geohash' && (
        <>
          {column('geohashCol', t('Column'), spatial.geohashCol)}
          {reverse(spatial.reverseCheckbox)}
        </>
      )}
    </>
  );

  return (
    <PopoverFormControl
      header={{ ...headerPropsOf(props), validationErrors: errors }}
      title={label ?? t('Spatial')}
      summary={t(spatialLabel(spatial))}
      invalid={errors.length > 0}
    >
      {fields}
    </PopoverFormControl>
  );
}

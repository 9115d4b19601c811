/**
 * The filter's behaviour: parent filters (cascadeParentIds; a choice that would make a filter
 * depend on itself is not offered), sorting of its values, the select switches with Superset's
 * labels, 'Filter value is required', and the time grains a time-grain filter offers.
 */
import { ConfigFieldError } from './ConfigFieldError';
import { Checkbox, Radio, Select, Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { wouldCreateCycle } from '@panorama/core/filters/cascade';
import { t } from '../../../i18n/t';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import type { ItemDraft, NativeFilterDraft, SelectOptions } from './filterDraft';
import {
  canBeParent,
  canHaveParents,
  hasMultiSelectOnly,
  hasSelectOptions,
  hasSorting,
} from './filterTypeRules';
import { cascadeItems } from './filterValidation';

export interface FilterOptionsSectionProps {
  draft: NativeFilterDraft;
  /** The items that will be saved (for the parent choices). */
  kept: readonly ItemDraft[];
  dataset: DatasourceJson | undefined;
  parentsError?: string;
  onChange: (patch: Partial<NativeFilterDraft>) => void;
}

function Hint({ text }: { text: string }) {
  return (
    <Tooltip title={text}>
      <InfoCircleOutlined />
    </Tooltip>
  );
}

/** The switches in Superset's order, with their labels and hints (English keys). */
const SELECT_SWITCHES: Array<{ key: keyof SelectOptions; label: string; hint?: string }> = [
  {
    key: 'defaultToFirstItem',
    label: 'Select first filter value by default',
    hint: 'When using this option, default value can’t be set. Using this option may impact the load times for your dashboard.',
  },
  { key: 'creatable', label: 'Allow creation of new values' },
  { key: 'multiSelect', label: 'Can select multiple values' },
  {
    key: 'searchAllOptions',
    label: 'Dynamically search all filter values',
    hint: 'By default, each filter loads at most 1000 choices at the initial page load. Check this box if you have more than 1000 filter values and want to enable dynamically searching that loads filter values as users type (may add stress to your database).',
  },
  { key: 'inverseSelection', label: 'Inverse selection', hint: 'Exclude selected values' },
];

/** Switches whose change makes the chosen default meaningless (Superset's resetConfig). */
const RESETS_DEFAULT = new Set<keyof SelectOptions>(['multiSelect', 'defaultToFirstItem']);

function Field({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div className="pn-filters-config-field" data-testid={testId}>
      {children}
    </div>
  );
}

export function FilterOptionsSection(props: FilterOptionsSectionProps) {
  const { draft, kept, dataset, parentsError, onChange } = props;
  const items = cascadeItems(kept);
  const parentChoices = kept
    .filter((other): other is NativeFilterDraft => other.kind === 'filter' && other.id !== draft.id)
    .filter((other) => canBeParent(other.filterType))
    .filter(
      (other) =>
        draft.cascadeParentIds.includes(other.id) || !wouldCreateCycle(items, draft.id, [other.id]),
    )
    .map((other) => ({ value: other.id, label: other.name.trim() || t('[untitled]') }));

  return (
    <>
      {canHaveParents(draft.filterType) &&
      (parentChoices.length > 0 || draft.cascadeParentIds.length > 0) ? (
        <Field testId="filters-config-parents">
          <div className="pn-filters-config-label">
            {t('Values are dependent on other filters')}{' '}
            <Hint
              text={t(
                'Values selected in other filters will affect the filter options to only show relevant values',
              )}
            />
          </div>
          <Select<string[]>
            mode="multiple"
            className="pn-filters-config-input"
            value={draft.cascadeParentIds}
            options={parentChoices}
            placeholder={t('Select parent filters')}
            onChange={(next) => onChange({ cascadeParentIds: next })}
            status={parentsError ? 'error' : undefined}
            data-testid="filters-config-parents-select"
          />
          <ConfigFieldError field="parents" message={parentsError} />
        </Field>
      ) : null}

      {hasSorting(draft.filterType) ? (
        <Field testId="filters-config-sort">
          <Checkbox
            checked={draft.sortEnabled}
            onChange={(event) => onChange({ sortEnabled: event.target.checked })}
            data-testid="filters-config-sort-toggle"
          >
            {t('Sort filter values')}
          </Checkbox>
          {draft.sortEnabled ? (
            <div className="pn-filters-config-nested">
              <Radio.Group
                value={draft.sortAscending}
                onChange={(event) => onChange({ sortAscending: event.target.value === true })}
                options={[
                  { value: true, label: t('Sort ascending') },
                  { value: false, label: t('Sort descending') },
                ]}
                data-testid="filters-config-sort-direction"
              />
              <div className="pn-filters-config-label">
                {t('Sort Metric')}{' '}
                <Hint
                  text={t(
                    'If a metric is specified, sorting will be done based on the metric value',
                  )}
                />
              </div>
              <Select<string>
                className="pn-filters-config-input"
                allowClear
                value={draft.sortMetric ?? undefined}
                placeholder={t('Sort metric')}
                options={(dataset?.metrics ?? []).map((metric) => ({
                  value: metric.metric_name,
                  label: metric.verbose_name || metric.metric_name,
                }))}
                onChange={(next) => onChange({ sortMetric: next ?? null })}
                data-testid="filters-config-sort-metric"
              />
            </div>
          ) : null}
        </Field>
      ) : null}

      {draft.filterType === 'filter_timegrain' ? (
        <Field testId="filters-config-time-grains">
          <div className="pn-filters-config-label">{t('Time grain options')}</div>
          <Select<string[]>
            mode="multiple"
            className="pn-filters-config-input"
            allowClear
            value={draft.timeGrains}
            placeholder={t('All time grains')}
            options={(dataset?.time_grain_sqla ?? []).map(([value, label]) => ({ value, label }))}
            onChange={(next) => onChange({ timeGrains: next, defaultValue: null })}
            data-testid="filters-config-time-grains-select"
          />
        </Field>
      ) : null}

      <Field testId="filters-config-switches">
        <Checkbox
          checked={draft.required}
          onChange={(event) =>
            onChange({
              required: event.target.checked,
              ...(event.target.checked ? { hasDefaultValue: true } : {}),
            })
          }
          data-testid="filters-config-required"
        >
          {t('Filter value is required')}{' '}
          <Hint text={t('User must select a value before applying the filter')} />
        </Checkbox>
        {hasSelectOptions(draft.filterType)
          ? SELECT_SWITCHES.map(({ key, label, hint }) => (
              <Checkbox
                key={key}
                checked={draft.select[key]}
                onChange={(event) =>
                  onChange({
                    select: { ...draft.select, [key]: event.target.checked },
                    ...(RESETS_DEFAULT.has(key) ? { defaultValue: null } : {}),
                  })
                }
                data-testid={`filters-config-${key}`}
              >
                {t(label)} {hint ? <Hint text={t(hint)} /> : null}
              </Checkbox>
            ))
          : null}
        {hasMultiSelectOnly(draft.filterType) ? (
          <Checkbox
            checked={draft.select.multiSelect}
            onChange={(event) =>
              onChange({
                select: { ...draft.select, multiSelect: event.target.checked },
                defaultValue: null,
              })
            }
            data-testid="filters-config-multiSelect"
          >
            {t('Multiple select')} <Hint text={t('Allow selecting multiple values')} />
          </Checkbox>
        ) : null}
      </Field>
    </>
  );
}

/**
 * 'Add and edit filters': the native filter configuration modal. The list of filters
 * and dividers on the left, the selected item's settings and scoping on the right, and, with
 * DASHBOARD_CROSS_FILTERS, a tab for cross-filter scoping. Save refuses while any kept item is
 * invalid (the messages show under their fields), sends `{modified, deleted, reordered}` and
 * closes only when the server stored it; a failure shows the server's message and keeps every
 * edit. Cancel with unsaved changes asks first. Default export for React.lazy.
 */
import { Alert, Button, Tabs } from 'antd';
import { InputModal } from '../../../components/modals/InputModal';
import { useMemo, useState } from 'react';
import { filterConfigItemSchema } from '@panorama/core/filters/filter-config-schema';
import type { FilterConfigItem } from '@panorama/core/filters/filter-types';
import { t } from '../../../i18n/t';
import { selectFeatureFlag } from '../../../store/commonSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { saveCrossFilterScoping, saveNativeFilterConfiguration } from './configThunks';
import {
  crossFilterConfiguration,
  crossFilterDraftOf,
  layoutChartIds,
  type CrossFilterDraft,
} from './crossFilterScoping';
import { CrossFilterScopingTab } from './CrossFilterScopingTab';
import { DividerSettings } from './DividerSettings';
import { FilterList } from './FilterList';
import { FilterSettings } from './FilterSettings';
import type { NativeFilterDraft } from './filterDraft';
import { nativeFiltersConfigApi } from './nativeFiltersConfigApi';
import { editedItems, filterChanges, hasChanges } from './saveChanges';
import { mostUsedDatasetId, useConfigModalState } from './useConfigModalState';
import './filtersConfig.css';

export interface FiltersConfigModalProps {
  open: boolean;
  dashboardId: number;
  onClose(): void;
  onSaved(items: FilterConfigItem[]): void;
}

const MODAL_WIDTH = 1000;

/** The stored configuration, items that do not match the schema left out. */
function parseConfiguration(raw: unknown): FilterConfigItem[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  return raw.flatMap((entry) => {
    const parsed = filterConfigItemSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.id)) return [];
    seen.add(parsed.data.id);
    return [parsed.data as FilterConfigItem];
  });
}

function sameCrossFilterScoping(
  a: CrossFilterDraft,
  b: CrossFilterDraft,
  layout: Parameters<typeof crossFilterConfiguration>[1],
): boolean {
  return (
    JSON.stringify(crossFilterConfiguration(a, layout)) ===
    JSON.stringify(crossFilterConfiguration(b, layout))
  );
}

export function FiltersConfigModal({
  open,
  dashboardId,
  onClose,
  onSaved,
}: FiltersConfigModalProps) {
  const dispatch = useAppDispatch();
  const rawConfiguration = useAppSelector(
    (state) => state.dashboardInfo.metadata.native_filter_configuration,
  );
  const chartConfiguration = useAppSelector(
    (state) => state.dashboardInfo.metadata.chart_configuration,
  );
  const globalChartConfiguration = useAppSelector(
    (state) => state.dashboardInfo.metadata.global_chart_configuration,
  );
  const layout = useAppSelector((state) => state.dashboardLayout.present);
  const slices = useAppSelector((state) => state.sliceEntities.slices);
  const crossFiltersOn = useAppSelector((state) =>
    selectFeatureFlag(state, 'DASHBOARD_CROSS_FILTERS'),
  );

  const original = useMemo(() => parseConfiguration(rawConfiguration), [rawConfiguration]);
  const chartIds = useMemo(() => layoutChartIds(layout), [layout]);
  const initialCross = useMemo(
    () => crossFilterDraftOf(chartConfiguration, globalChartConfiguration, chartIds),
    [chartConfiguration, globalChartConfiguration, chartIds],
  );
  // The bar mounts the modal for each opening, so every opening starts from what the page
  // holds now; later changes of the page's copy do not wipe the user's edits.
  const { state, kept, errors, actions, reset } = useConfigModalState(
    original,
    mostUsedDatasetId(slices),
  );
  const [crossDraft, setCrossDraft] = useState(initialCross);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [activeTab, setActiveTab] = useState('filters');

  const invalidIds = useMemo(() => new Set(Object.keys(errors)), [errors]);
  const crossChanged = !sameCrossFilterScoping(crossDraft, initialCross, layout);
  const unsaved = () => {
    const edited = editedItems(state, original, { layout, columnTypeOf: () => null });
    return hasChanges(filterChanges(original, edited)) || crossChanged;
  };

  /** Column types of the edited filters' targets, for default-value coercion. */
  const columnTypes = async (): Promise<Map<string, string | null>> => {
    const targets = kept.filter(
      (draft): draft is NativeFilterDraft =>
        draft.kind === 'filter' && state.dirty[draft.id] === true && draft.datasetId !== null,
    );
    const types = new Map<string, string | null>();
    await Promise.all(
      targets.map(async (draft) => {
        const dataset = await dispatch(
          nativeFiltersConfigApi.endpoints.getFilterConfigDataset.initiate(
            draft.datasetId as number,
            { subscribe: false },
          ),
        ).unwrap();
        const column = dataset.columns.find((c) => c.column_name === draft.column);
        types.set(draft.id, column?.type ?? null);
      }),
    );
    return types;
  };

  const save = async () => {
    setAttempted(true);
    const firstInvalid = state.order.find((id) => invalidIds.has(id));
    if (firstInvalid !== undefined) {
      if (state.selectedId === null || !invalidIds.has(state.selectedId)) {
        actions.select(firstInvalid);
      }
      setActiveTab('filters');
      return;
    }
    setSaving(true);
    setSaveError(null);
    let stored: FilterConfigItem[] = original;
    try {
      const types = await columnTypes();
      const edited = editedItems(state, original, {
        layout,
        columnTypeOf: (draft) => types.get(draft.id) ?? null,
      });
      const changes = filterChanges(original, edited);
      if (hasChanges(changes)) {
        stored = await dispatch(saveNativeFilterConfiguration(dashboardId, changes));
        onSaved(stored);
        // Saved: a later failure (cross-filter scoping) must not send these changes again.
        reset(stored);
      }
      if (crossChanged) await dispatch(saveCrossFilterScoping(crossDraft));
      setSaving(false);
      onClose();
    } catch (error) {
      setSaving(false);
      setSaveError(error instanceof Error ? error.message : String(error));
    }
  };

  const cancel = () => {
    if (saving) return;
    if (unsaved()) setConfirmingCancel(true);
    else onClose();
  };

  const selected = state.selectedId === null ? undefined : state.drafts[state.selectedId];
  const visibleErrors = (id: string) => (attempted ? (errors[id] ?? {}) : {});

  const filtersPane = (
    <div className="pn-filters-config-body">
      <FilterList
        state={state}
        invalidIds={attempted ? invalidIds : new Set()}
        onAdd={actions.add}
        onSelect={actions.select}
        onRemove={actions.remove}
        onRestore={actions.restore}
        onMove={actions.move}
      />
      <div className="pn-filters-config-pane" data-testid="filters-config-pane">
        {selected?.kind === 'filter' ? (
          <FilterSettings
            draft={selected}
            kept={kept}
            errors={visibleErrors(selected.id)}
            layout={layout}
            dashboardId={dashboardId}
            onChange={actions.change}
          />
        ) : selected?.kind === 'divider' ? (
          <DividerSettings
            key={selected.id}
            draft={selected}
            errors={visibleErrors(selected.id)}
            onChange={actions.change}
          />
        ) : (
          <div className="pn-filters-config-empty">
            {t('Add a filter or a divider to get started')}
          </div>
        )}
      </div>
    </div>
  );

  const footer = confirmingCancel ? (
    <div className="pn-filters-config-confirm" data-testid="filters-config-cancel-confirm">
      <span>
        <strong>{t('There are unsaved changes.')}</strong> {t('Are you sure you want to cancel?')}
      </span>
      <Button onClick={() => setConfirmingCancel(false)} data-testid="filters-config-keep-editing">
        {t('Keep editing')}
      </Button>
      <Button danger type="primary" onClick={onClose} data-testid="filters-config-confirm-cancel">
        {t('Yes, cancel')}
      </Button>
    </div>
  ) : (
    <>
      <Button onClick={cancel} disabled={saving} data-testid="filters-config-cancel">
        {t('Cancel')}
      </Button>
      <Button
        type="primary"
        loading={saving}
        onClick={() => void save()}
        data-testid="filters-config-save"
      >
        {t('Save')}
      </Button>
    </>
  );

  return (
    <InputModal
      open={open}
      title={t('Add and edit filters')}
      width={MODAL_WIDTH}
      destroyOnHidden
      onCancel={cancel}
      footer={footer}
      modalRender={(node) => <div data-testid="filters-config-modal">{node}</div>}
    >
      {saveError !== null ? (
        <Alert
          type="error"
          showIcon
          closable
          message={saveError}
          onClose={() => setSaveError(null)}
          data-testid="filters-config-save-error"
        />
      ) : null}
      {attempted && invalidIds.size > 0 ? (
        <Alert
          type="warning"
          showIcon
          message={t('Some filters have errors. Fix them before saving.')}
          data-testid="filters-config-invalid"
        />
      ) : null}
      {crossFiltersOn && chartIds.length > 0 ? (
        <Tabs
          activeKey={activeTab}
          onChange={setActiveTab}
          items={[
            { key: 'filters', label: t('Filters'), children: filtersPane },
            {
              key: 'cross-filters',
              label: (
                <span data-testid="filters-config-cross-filter-tab">
                  {t('Cross-filter scoping')}
                </span>
              ),
              children: (
                <CrossFilterScopingTab
                  layout={layout}
                  chartIds={chartIds}
                  draft={crossDraft}
                  onChange={setCrossDraft}
                />
              ),
            },
          ]}
        />
      ) : (
        filtersPane
      )}
    </InputModal>
  );
}

export default FiltersConfigModal;

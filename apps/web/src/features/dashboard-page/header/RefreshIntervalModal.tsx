/**
 * "Set auto-refresh interval": how often the dashboard refreshes its charts. In view mode the
 * choice lasts for this visit; in edit mode it is saved with the dashboard.
 */
import { Alert, Modal, Select } from 'antd';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { refreshIntervalLabel, refreshIntervalOptions } from '../model/refreshIntervals';
import { refreshFrequencyChosen } from '../state/dashboardStateSlice';

export function RefreshIntervalModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.dashboardState.refreshFrequency);
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  const [value, setValue] = useState(current);
  const options = refreshIntervalOptions();
  if (!options.some((option) => option.value === current)) {
    options.push({ value: current, label: refreshIntervalLabel(current) });
  }
  return (
    <Modal
      open
      title={t('Refresh interval')}
      okText={t('Save')}
      cancelText={t('Cancel')}
      onOk={() => {
        dispatch(refreshFrequencyChosen({ seconds: value }));
        onClose();
      }}
      onCancel={onClose}
      data-testid="refresh-interval-modal"
    >
      <Select
        className="pn-refresh-select"
        aria-label={t('Refresh frequency')}
        value={value}
        options={options}
        onChange={setValue}
        data-testid="refresh-interval-select"
      />
      {!editMode && (
        <Alert
          className="pn-refresh-note"
          type="info"
          showIcon
          title={t(
            'This interval applies to this visit only. To keep it for everyone, set it in edit mode and save the dashboard.',
          )}
        />
      )}
    </Modal>
  );
}

/**
 * The `time_range` control (ControlType 'DateFilterControl'): a label showing the current range
 * (its resolved dates on hover) that opens the 'Edit time range' modal. Edits stay local until
 * APPLY; CANCEL (or closing) drops them. A missing value is `No filter`.
 */
import { CalendarOutlined, WarningOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { NO_TIME_RANGE } from '@panorama/core/time/no-time-range';
import { normalizeTimeRange, timeRangeLabel } from '@panorama/core/time/time-range-frame';
import { t } from '../../i18n/t';
import type { ControlComponentProps } from '../../visualizations/controlPanelTypes';
import { useTimeRangeDraft } from './TimeRangeModal';
import type { TimeRangeEvaluation } from './useTimeRangeEvaluation';
import './timeRange.css';

/** The trigger's words and hover text; a range the server refuses shows its error on hover. */
function triggerText(value: string, evaluation: TimeRangeEvaluation) {
  const actual = evaluation.status === 'valid' ? evaluation.actual : null;
  const { label, tooltip } = timeRangeLabel(value, actual);
  const error = evaluation.status === 'invalid' ? evaluation.error : null;
  return {
    label: label === NO_TIME_RANGE ? t('No filter') : label,
    tooltip: error ?? tooltip,
    error,
  };
}

/** The value is the form data's `time_range` text (Superset's), e.g. 'Last week'. */
export function DateFilterControl({ name, value, onChange }: ControlComponentProps) {
  const current = normalizeTimeRange(value);
  const editor = useTimeRangeDraft(current, onChange);

  const trigger = triggerText(current, editor.committed);
  const triggerClass = [
    'pn-time-range-trigger',
    editor.isEditing ? 'is-active' : '',
    current === NO_TIME_RANGE ? 'is-placeholder' : '',
    trigger.error !== null ? 'is-invalid' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <Tooltip title={trigger.tooltip} placement="top">
        <button
          type="button"
          className={triggerClass}
          aria-haspopup="dialog"
          data-testid="time-range-trigger"
          data-control-name={name}
          onClick={editor.open}
        >
          <CalendarOutlined className="pn-time-range-trigger-icon" />
          <span className="pn-time-range-trigger-text" data-testid="time-range-label">
            {trigger.label}
          </span>
          {trigger.error !== null ? (
            <WarningOutlined className="pn-time-range-trigger-warning" aria-label={trigger.error} />
          ) : null}
        </button>
      </Tooltip>
      {editor.modal}
    </>
  );
}

/**
 * The `time_range` control (ControlType 'DateFilterControl'): a label showing the current range
 * (its resolved dates on hover) that opens the 'Edit time range' modal. Edits stay local until
 * APPLY; CANCEL (or closing) drops them. A missing value is `No filter`.
 */
import { CalendarOutlined, EditOutlined, WarningOutlined } from '@ant-design/icons';
import { Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { NO_TIME_RANGE, guessFrame, type FrameType } from '@panorama/core/time/time-frame';
import {
  normalizeTimeRange,
  timeRangeForFrame,
  timeRangeLabel,
} from '@panorama/core/time/time-range-frame';
import { t } from '../../i18n/t';
import type { ControlComponentProps } from '../../visualizations/controlPanelTypes';
import { TimeRangeEditor } from './TimeRangeEditor';
import {
  TIME_RANGE_PREVIEW_DEBOUNCE_MS,
  useTimeRangeEvaluation,
  type TimeRangeEvaluation,
} from './useTimeRangeEvaluation';
import './timeRange.css';

/** The time range editor is 600 px wide, as Superset's. */
const EDITOR_WIDTH = 600;

interface Draft {
  frame: FrameType;
  value: string;
}

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
  const committed = useTimeRangeEvaluation(current);
  const [draft, setDraft] = useState<Draft | null>(null);
  const preview = useTimeRangeEvaluation(draft?.value ?? current, TIME_RANGE_PREVIEW_DEBOUNCE_MS);
  // The preview must be of exactly the edited value; with no draft that is the saved value.
  const evaluation = draft === null ? committed : preview;

  const trigger = triggerText(current, committed);
  const triggerClass = [
    'pn-time-range-trigger',
    draft !== null ? 'is-active' : '',
    current === NO_TIME_RANGE ? 'is-placeholder' : '',
    trigger.error !== null ? 'is-invalid' : '',
  ]
    .filter(Boolean)
    .join(' ');

  const open = () => setDraft({ frame: guessFrame(current), value: current });
  const close = () => setDraft(null);
  const apply = () => {
    if (draft !== null && evaluation.status === 'valid') onChange(draft.value);
    setDraft(null);
  };

  return (
    <>
      <Tooltip title={trigger.tooltip} placement="top">
        <button
          type="button"
          className={triggerClass}
          aria-haspopup="dialog"
          data-testid="time-range-trigger"
          data-control-name={name}
          onClick={open}
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
      <Modal
        open={draft !== null}
        title={
          <span>
            <EditOutlined /> {t('Edit time range')}
          </span>
        }
        width={EDITOR_WIDTH}
        footer={null}
        modalRender={(node) => <div data-testid="time-range-modal">{node}</div>}
        destroyOnHidden
        onCancel={close}
      >
        {draft !== null ? (
          <TimeRangeEditor
            frame={draft.frame}
            value={draft.value}
            evaluation={evaluation}
            onFrameChange={(frame) =>
              setDraft({ frame, value: timeRangeForFrame(frame, draft.value, new Date()) })
            }
            onValueChange={(next) => setDraft({ frame: draft.frame, value: next })}
            onCancel={close}
            onApply={apply}
          />
        ) : null}
      </Modal>
    </>
  );
}

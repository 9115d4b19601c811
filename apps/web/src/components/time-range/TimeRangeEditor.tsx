/**
 * The body of the 'Edit time range' modal: the range type, the chosen frame's fields, the
 * server-checked 'Actual time range' preview, and CANCEL / APPLY (APPLY only once the preview of
 * exactly the edited value is valid).
 */
import { ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Divider, Select } from 'antd';
import {
  CALENDAR_RANGE_OPTIONS,
  COMMON_RANGE_OPTIONS,
  CURRENT_RANGE_OPTIONS,
  type FrameType,
} from '@panorama/core/time/time-frame';
import { pickerFrameOptions } from '@panorama/core/time/time-range-frame';
import { t } from '../../i18n/t';
import { AdvancedFrame } from './AdvancedFrame';
import { CustomFrame } from './CustomFrame';
import { PresetFrame } from './PresetFrame';
import type { TimeRangeEvaluation } from './useTimeRangeEvaluation';

export interface TimeRangeEditorProps {
  frame: FrameType;
  value: string;
  evaluation: TimeRangeEvaluation;
  onFrameChange: (frame: FrameType) => void;
  onValueChange: (value: string) => void;
  onCancel: () => void;
  onApply: () => void;
}

/** The frames that pick one of a list of preset ranges: their title, options and test id. */
function presetFrames() {
  return {
    Common: {
      title: t('Configure Time Range: Last...'),
      options: COMMON_RANGE_OPTIONS,
      testId: 'time-range-frame-common',
    },
    Calendar: {
      title: t('Configure Time Range: Previous...'),
      options: CALENDAR_RANGE_OPTIONS,
      testId: 'time-range-frame-calendar',
    },
    Current: {
      title: t('Configure Time Range: Current...'),
      options: CURRENT_RANGE_OPTIONS,
      testId: 'time-range-frame-current',
    },
  };
}

function FrameFields({
  frame,
  value,
  onValueChange,
}: Pick<TimeRangeEditorProps, 'frame' | 'value' | 'onValueChange'>) {
  switch (frame) {
    case 'Common':
    case 'Calendar':
    case 'Current':
      return <PresetFrame {...presetFrames()[frame]} value={value} onChange={onValueChange} />;
    case 'Custom':
      return <CustomFrame value={value} onChange={onValueChange} />;
    case 'Advanced':
      return <AdvancedFrame value={value} onChange={onValueChange} />;
    case 'No filter':
      return <div data-testid="time-range-frame-no-filter" />;
  }
}

function Preview({ evaluation }: { evaluation: TimeRangeEvaluation }) {
  switch (evaluation.status) {
    case 'pending':
      return (
        <div className="pn-time-range-preview is-pending" data-testid="time-range-preview-pending">
          <LoadingOutlined /> {t('Loading...')}
        </div>
      );
    case 'valid':
      return (
        <div className="pn-time-range-preview" data-testid="time-range-preview">
          {evaluation.actual === 'No filter' ? t('No filter') : evaluation.actual}
        </div>
      );
    case 'invalid':
      return (
        <div className="pn-time-range-preview is-error" role="alert" data-testid="time-range-error">
          <ExclamationCircleOutlined /> <span>{evaluation.error}</span>
        </div>
      );
  }
}

export function TimeRangeEditor(props: TimeRangeEditorProps) {
  const { frame, value, evaluation, onFrameChange, onValueChange, onCancel, onApply } = props;
  return (
    <div className="pn-time-range-editor" data-testid="time-range-editor">
      <div className="pn-time-range-control-label">{t('Range type')}</div>
      <Select<FrameType>
        className="pn-time-range-type"
        aria-label={t('Range type')}
        data-testid="time-range-type"
        value={frame}
        options={pickerFrameOptions(frame).map((o) => ({ value: o.value, label: t(o.label) }))}
        onChange={onFrameChange}
      />
      {frame !== 'No filter' ? <Divider /> : null}
      <FrameFields frame={frame} value={value} onValueChange={onValueChange} />
      <Divider />
      <div className="pn-time-range-section-title">{t('Actual time range')}</div>
      <Preview evaluation={evaluation} />
      <Divider />
      <div className="pn-time-range-footer">
        <Button data-testid="time-range-cancel" onClick={onCancel}>
          {t('CANCEL')}
        </Button>
        <Button
          type="primary"
          data-testid="time-range-apply"
          disabled={evaluation.status !== 'valid'}
          onClick={onApply}
        >
          {t('APPLY')}
        </Button>
      </div>
    </div>
  );
}

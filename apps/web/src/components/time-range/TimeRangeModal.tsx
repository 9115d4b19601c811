/**
 * The 'Edit time range' modal and the draft it edits, shared by the time range control and the
 * time filter pills of the filters control: edits stay local until APPLY; CANCEL (or closing)
 * drops them. Only a range the server can evaluate is applied.
 */
import { EditOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import { useState, type ReactElement } from 'react';
import { guessFrame, type FrameType } from '@panorama/core/time/time-frame';
import { timeRangeForFrame } from '@panorama/core/time/time-range-frame';
import { t } from '../../i18n/t';
import { TimeRangeEditor } from './TimeRangeEditor';
import {
  TIME_RANGE_PREVIEW_DEBOUNCE_MS,
  useTimeRangeEvaluation,
  type TimeRangeEvaluation,
} from './useTimeRangeEvaluation';

/** The time range editor is 600 px wide, as Superset's. */
const EDITOR_WIDTH = 600;

interface Draft {
  frame: FrameType;
  value: string;
}

export interface TimeRangeDraft {
  /** The evaluation of the saved value (what a trigger shows). */
  committed: TimeRangeEvaluation;
  /** The evaluation of what the modal shows: the draft while editing, else the saved value. */
  evaluation: TimeRangeEvaluation;
  isEditing: boolean;
  open: () => void;
  modal: ReactElement;
}

/** `current` is the saved range; `onApply` receives an edited range the server accepted. */
export function useTimeRangeDraft(
  current: string,
  onApply: (next: string) => void,
): TimeRangeDraft {
  const committed = useTimeRangeEvaluation(current);
  const [draft, setDraft] = useState<Draft | null>(null);
  const preview = useTimeRangeEvaluation(draft?.value ?? current, TIME_RANGE_PREVIEW_DEBOUNCE_MS);
  // The preview must be of exactly the edited value; with no draft that is the saved value.
  const evaluation = draft === null ? committed : preview;

  const close = () => setDraft(null);
  const apply = () => {
    if (draft !== null && evaluation.status === 'valid') onApply(draft.value);
    setDraft(null);
  };

  const modal = (
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
  );

  return {
    committed,
    evaluation,
    isEditing: draft !== null,
    open: () => setDraft({ frame: guessFrame(current), value: current }),
    modal,
  };
}

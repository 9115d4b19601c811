/**
 * The editable title of the metric and column popovers: shows the label (or the placeholder,
 * 'My metric' / 'My column'); a click turns it into an input; Enter or leaving the input keeps
 * the text, Escape discards it. An empty text means "no custom label".
 */
import { EditOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';
import { t } from '../../../i18n/t';

export interface EditableTitleProps {
  /** The custom label, or '' when there is none. */
  value: string;
  /** What shows when there is no custom label: the default label, else the placeholder. */
  defaultText: string;
  placeholder: string;
  disabled?: boolean;
  onChange: (label: string) => void;
}

export function EditableTitle({
  value,
  defaultText,
  placeholder,
  disabled,
  onChange,
}: EditableTitleProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(value);
  const shown = value || defaultText || placeholder;

  if (editing && !disabled) {
    const commit = () => {
      setEditing(false);
      onChange(text.trim());
    };
    return (
      <Input
        size="small"
        autoFocus
        aria-label={t('Label')}
        data-testid="popover-title-input"
        value={text}
        placeholder={defaultText || placeholder}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onPressEnter={commit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            setText(value);
            setEditing(false);
          }
        }}
      />
    );
  }

  return (
    <button
      type="button"
      className="pn-dnd-title"
      data-testid="popover-title"
      disabled={disabled}
      title={disabled ? undefined : t('Click to edit label')}
      onClick={() => {
        setText(value);
        setEditing(true);
      }}
    >
      <span className="pn-dnd-title-text">{shown}</span>
      {disabled ? null : <EditOutlined className="pn-dnd-title-icon" />}
    </button>
  );
}

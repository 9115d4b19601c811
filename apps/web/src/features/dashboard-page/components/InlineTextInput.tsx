/**
 * The input InlineText shows while its text is edited: Enter or leaving the field commits,
 * Escape cancels. Loaded with edit mode (the only mode where text is editable), so viewers never
 * download antd's Input.
 */
import { Input } from 'antd';

export interface InlineTextInputProps {
  value: string;
  placeholder: string | undefined;
  maxLength: number | undefined;
  className: string | undefined;
  'aria-label': string;
  'data-testid': string | undefined;
  onChange: (value: string) => void;
  onCommit: () => void;
  onCancel: () => void;
}

export function InlineTextInput(props: InlineTextInputProps) {
  return (
    <Input
      autoFocus
      size="small"
      className={`pn-inline-text-input ${props.className ?? ''}`}
      value={props.value}
      placeholder={props.placeholder}
      maxLength={props.maxLength}
      aria-label={props['aria-label']}
      data-testid={props['data-testid'] ? `${props['data-testid']}-input` : undefined}
      onChange={(event) => props.onChange(event.target.value)}
      // Focus stays the field's own business: a tab title's tab would otherwise take the focus
      // arriving here as keyboard focus on itself, and pull it away, ending the edit at once.
      onFocus={(event) => event.stopPropagation()}
      onBlur={(event) => {
        event.stopPropagation();
        props.onCommit();
      }}
      onPressEnter={props.onCommit}
      onKeyDown={(event) => {
        // Keys typed here belong to the field, not to the tabs or the page around it.
        event.stopPropagation();
        if (event.key === 'Escape') props.onCancel();
      }}
      onClick={(event) => event.stopPropagation()}
    />
  );
}

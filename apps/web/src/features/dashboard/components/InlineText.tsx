/**
 * Text that edit mode can change in place: shown as text, a click (or double click, where a
 * single click already means something, as on tabs) turns it into an input; Enter or leaving
 * the field commits, Escape cancels. Always rendered as text, never as HTML.
 */
import { Input } from 'antd';
import { useState } from 'react';

export interface InlineTextProps {
  value: string;
  placeholder?: string;
  editable: boolean;
  onCommit: (value: string) => void;
  /** 'dblclick' where a single click already has a meaning (tab titles). */
  trigger?: 'click' | 'dblclick';
  className?: string;
  maxLength?: number;
  /** Names the input while editing (the text itself names the shown value). */
  'aria-label': string;
  'data-testid'?: string;
}

export function InlineText(props: InlineTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const editing = props.editable && draft !== null;

  if (editing) {
    const commit = () => {
      if (draft !== props.value) props.onCommit(draft);
      setDraft(null);
    };
    return (
      <Input
        autoFocus
        size="small"
        className={`pn-inline-text-input ${props.className ?? ''}`}
        value={draft}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        aria-label={props['aria-label']}
        data-testid={props['data-testid'] ? `${props['data-testid']}-input` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onPressEnter={commit}
        onKeyDown={(event) => {
          // Keys typed here belong to the field, not to the tabs or the page around it.
          event.stopPropagation();
          if (event.key === 'Escape') setDraft(null);
        }}
        onClick={(event) => event.stopPropagation()}
      />
    );
  }

  const start = () => {
    if (props.editable) setDraft(props.value);
  };
  return (
    <span
      className={`pn-inline-text ${props.editable ? 'pn-inline-text--editable' : ''} ${props.className ?? ''}`}
      title={props.editable ? props['aria-label'] : undefined}
      data-testid={props['data-testid']}
      role={props.editable ? 'button' : undefined}
      tabIndex={props.editable ? 0 : undefined}
      onClick={props.trigger === 'dblclick' ? undefined : start}
      onDoubleClick={props.trigger === 'dblclick' ? start : undefined}
      onKeyDown={(event) => {
        if (props.editable && event.key === 'Enter') start();
      }}
    >
      {props.value || props.placeholder}
    </span>
  );
}

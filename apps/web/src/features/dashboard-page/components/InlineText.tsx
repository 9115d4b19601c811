/**
 * Text that edit mode can change in place: shown as text, a click (or double click, where a
 * single click already means something, as on tabs) turns it into an input; Enter or leaving
 * the field commits, Escape cancels. Always rendered as text, never as HTML. The input
 * (InlineTextInput) comes with edit mode's code; until it is there the text stays as it was.
 */
import { Suspense, useState } from 'react';
import { InlineTextInput } from '../edit/lazyEditModeParts';

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

  const start = () => {
    if (props.editable) setDraft(props.value);
  };
  const text = (
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
  if (!editing) return text;

  const commit = () => {
    if (draft !== props.value) props.onCommit(draft);
    setDraft(null);
  };
  return (
    <Suspense fallback={text}>
      <InlineTextInput
        value={draft}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        className={props.className}
        aria-label={props['aria-label']}
        data-testid={props['data-testid']}
        onChange={setDraft}
        onCommit={commit}
        onCancel={() => setDraft(null)}
      />
    </Suspense>
  );
}

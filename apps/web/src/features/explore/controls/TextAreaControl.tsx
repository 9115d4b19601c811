/** A multi-line text input (markdown, SQL, JavaScript snippets), debounced like the text control. */
import { Input } from 'antd';
import { useState } from 'react';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ControlHeader, headerPropsOf } from './ControlHeader';
import { textOf } from './textValue';
import { useDebouncedCallback } from './useDebouncedCallback';

export function TextAreaControl(props: ControlComponentProps) {
  const { name, value, onChange, validationErrors, config } = props;
  const [text, setText] = useState(() => textOf(value));
  const [seenValue, setSeenValue] = useState(value);
  if (!Object.is(seenValue, value)) {
    setSeenValue(value);
    if (text !== textOf(value)) setText(textOf(value));
  }
  const { run, flush } = useDebouncedCallback((next: string) => onChange(next));
  const id = `control-${name}`;
  const monospace = typeof config.language === 'string';
  const rows = typeof config.minLines === 'number' ? config.minLines : 3;

  return (
    <div>
      <ControlHeader {...headerPropsOf(props)} htmlFor={id} />
      <Input.TextArea
        id={id}
        value={text}
        placeholder={config.placeholder}
        status={validationErrors.length > 0 ? 'error' : undefined}
        autoSize={{ minRows: rows, maxRows: 16 }}
        style={
          monospace ? { fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 12 } : undefined
        }
        onChange={(event) => {
          setText(event.target.value);
          run(event.target.value);
        }}
        onBlur={flush}
      />
    </div>
  );
}

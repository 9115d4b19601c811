/**
 * A one-line text input. Typing is debounced (300 ms) before the value is sent; with `isInt` or
 * `isFloat` a text that reads as a number is stored as the number, anything else stays text and
 * the panel's validators report it rather than the input silently dropping it.
 */
import { Input } from 'antd';
import { useState } from 'react';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ControlHeader, headerPropsOf } from './ControlHeader';
import { parseTextValue, textMatchesValue, textOf } from './textValue';
import { useDebouncedCallback } from './useDebouncedCallback';

export function TextControl(props: ControlComponentProps) {
  const { name, value, onChange, validationErrors, config } = props;
  const parsing = { isInt: config.isInt === true, isFloat: config.isFloat === true };
  const [text, setText] = useState(() => textOf(value));
  const [seenValue, setSeenValue] = useState(value);
  // A new value from outside (undo, another control) replaces the text, unless the text being
  // typed already means it ('10.' while the stored value is 10).
  if (!Object.is(seenValue, value)) {
    setSeenValue(value);
    if (!textMatchesValue(text, value, parsing)) setText(textOf(value));
  }
  const { run, flush } = useDebouncedCallback((next: string) =>
    onChange(parseTextValue(next, parsing)),
  );
  const id = `control-${name}`;

  return (
    <div>
      <ControlHeader {...headerPropsOf(props)} htmlFor={id} />
      <Input
        id={id}
        value={text}
        placeholder={config.placeholder}
        status={validationErrors.length > 0 ? 'error' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          run(event.target.value);
        }}
        onBlur={flush}
        onPressEnter={flush}
      />
    </div>
  );
}

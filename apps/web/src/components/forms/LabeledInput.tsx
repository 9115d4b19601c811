/**
 * A one-line text field with its label above it, for small dialogs that keep their values in
 * component state rather than in an antd Form.
 */
import { Input } from 'antd';

export interface LabeledInputProps {
  /** Ties the label to the input, so a click on the label focuses it. */
  id: string;
  label: string;
  labelClassName: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Enter submits the dialog where it has a single obvious action. */
  onPressEnter?: () => void;
  testId: string;
}

export function LabeledInput({
  id,
  label,
  labelClassName,
  value,
  onChange,
  maxLength,
  onPressEnter,
  testId,
}: LabeledInputProps) {
  return (
    <>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      <Input
        id={id}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        onPressEnter={onPressEnter}
        data-testid={testId}
      />
    </>
  );
}

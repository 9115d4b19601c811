/** A form field choosing one of a fixed list of values, the select named by the field's label. */
import { Form, Select } from 'antd';

export interface ChoiceSelectFieldProps<Value extends string | number> {
  name: string;
  label: string;
  choices: readonly Value[];
  labelOf: (choice: Value) => string;
  className: string;
  testId: string;
}

export function ChoiceSelectField<Value extends string | number>({
  name,
  label,
  choices,
  labelOf,
  className,
  testId,
}: ChoiceSelectFieldProps<Value>) {
  return (
    <Form.Item name={name} label={label}>
      <Select
        className={className}
        aria-label={label}
        options={choices.map((choice) => ({ value: choice, label: labelOf(choice) }))}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** The small clearable search box of SQL Lab's toolbars, filtering what the pane below shows. */
import { Input } from 'antd';

export interface ToolbarSearchProps {
  className: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}

export function ToolbarSearch({
  className,
  placeholder,
  value,
  onChange,
  testId,
}: ToolbarSearchProps) {
  return (
    <Input.Search
      size="small"
      allowClear
      className={className}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
    />
  );
}

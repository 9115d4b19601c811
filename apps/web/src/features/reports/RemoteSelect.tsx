/**
 * A single-choice select whose options are searched on the server (a dashboard, a chart, a
 * database). The value carries its label, so a stored choice shows its name before any search.
 */
import { Select } from 'antd';
import type { OptionSource } from '../../components/list-view/resourceUrls';
import { useRemoteSelectProps } from '../../components/list-view/useRemoteSelectProps';
import type { LabeledId } from '../../components/list-view/useRemoteSelectProps';

export interface RemoteSelectProps {
  id?: string;
  source: OptionSource;
  /** What is being chosen, for the error message ("dashboards"). */
  what: string;
  value?: LabeledId | null;
  onChange?: (value: LabeledId | null) => void;
  'aria-label'?: string;
  'data-testid'?: string;
}

export function RemoteSelect({ id, source, what, value, onChange, ...rest }: RemoteSelectProps) {
  const remote = useRemoteSelectProps(source, what, rest['aria-label']);
  return (
    <Select<LabeledId | null>
      {...remote}
      id={id}
      data-testid={rest['data-testid']}
      value={value ?? null}
      onChange={(next) =>
        onChange?.(next ? { value: Number(next.value), label: String(next.label) } : null)
      }
    />
  );
}

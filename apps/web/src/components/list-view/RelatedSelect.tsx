/**
 * A multi-select form control whose options are searched on the server (owners, roles...).
 * Values carry their labels, so existing choices show their names before any search.
 */
import { Select } from 'antd';
import type { OptionSource } from './resourceUrls';
import { useRemoteSelectProps } from './useRemoteSelectProps';
import type { LabeledId } from './useRemoteSelectProps';

export type { LabeledId } from './useRemoteSelectProps';

export interface RelatedSelectProps {
  id?: string;
  source: OptionSource;
  /** What is being chosen, for the error message ("owners"). */
  what: string;
  value?: LabeledId[];
  onChange?: (value: LabeledId[]) => void;
  'aria-label'?: string;
}

export function RelatedSelect({ id, source, what, value, onChange, ...rest }: RelatedSelectProps) {
  const remote = useRemoteSelectProps(source, what, rest['aria-label']);
  return (
    <Select<LabeledId[]>
      {...remote}
      id={id}
      mode="multiple"
      value={value ?? []}
      onChange={(next) =>
        onChange?.(next.map((v) => ({ value: Number(v.value), label: String(v.label) })))
      }
    />
  );
}

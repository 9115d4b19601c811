/**
 * A select whose choices come from the server (Superset's SelectAsyncControl): `dataEndpoint` is
 * the list call and `mutator` turns its answer into `{value, label}` options. While the list
 * loads, or when it cannot be read, the saved values stay as they are and show by value.
 */
import { useGetOptionRowsQuery } from '../../../components/list-view/listViewApi';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { SelectControl } from './SelectControl';
import type { Choice } from './selectOptions';

interface AsyncOption {
  value: string | number;
  label: string;
}

type Mutator = (data: unknown) => AsyncOption[];

export function SelectAsyncControl(props: ControlComponentProps) {
  const { config } = props;
  const endpoint = typeof config.dataEndpoint === 'string' ? config.dataEndpoint : '';
  const { data, error } = useGetOptionRowsQuery(endpoint, { skip: endpoint === '' });
  const mutator = typeof config.mutator === 'function' ? (config.mutator as Mutator) : null;
  const loaded = data !== undefined && mutator ? mutator(data) : null;
  // Until the list answers, the saved values are their own choices so none is dropped.
  const saved = (Array.isArray(props.value) ? props.value : [props.value]).filter(
    (value): value is string | number => typeof value === 'string' || typeof value === 'number',
  );
  const choices: Choice[] = loaded
    ? loaded.map((option) => [option.value, option.label])
    : saved.map((value) => [value, String(value)]);
  // A list that cannot be read shows as the control's error, beside any validation message.
  const failure =
    error === undefined
      ? []
      : [
          typeof config.onAsyncErrorMessage === 'string'
            ? config.onAsyncErrorMessage
            : t('Error while fetching data'),
        ];
  return (
    <SelectControl
      {...props}
      config={{ ...config, type: 'SelectControl', choices }}
      validationErrors={[...props.validationErrors, ...failure]}
    />
  );
}

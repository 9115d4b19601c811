/** Labels of hierarchy nodes by the `label_type` control: name, value, or both. */
export const NODE_LABEL_TYPES = ['key', 'value', 'key_value'] as const;
export type NodeLabelType = (typeof NODE_LABEL_TYPES)[number];

export function formatNodeLabel(labelType: NodeLabelType, name: string, value: string): string {
  switch (labelType) {
    case 'key':
      return name;
    case 'value':
      return value;
    case 'key_value':
      return `${name}: ${value}`;
  }
}

/** An ECharts label formatter writing a node's label by `labelType`, its value formatted. */
export function nodeLabelFormatter(
  labelType: NodeLabelType,
  formatValue: (value: number) => string,
): (params: { name?: string; value?: unknown }) => string {
  return (params) =>
    formatNodeLabel(
      labelType,
      params.name ?? '',
      formatValue(typeof params.value === 'number' ? params.value : 0),
    );
}

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

/**
 * What funnel labels and tooltips say (Superset's `label_type` / `tooltip_label_type`, stored as
 * its enum numbers) and which percentage they show (`percent_calculation_type`): of the first
 * step, of the previous step, or of the total.
 */
import { t } from '../../i18n/t';

/** Superset's EchartsFunnelLabelTypeType, by value. */
export const FUNNEL_LABEL_TYPES = {
  KEY: 0,
  VALUE: 1,
  PERCENT: 2,
  KEY_VALUE: 3,
  KEY_PERCENT: 4,
  KEY_VALUE_PERCENT: 5,
  VALUE_PERCENT: 6,
} as const;
export type FunnelLabelType = (typeof FUNNEL_LABEL_TYPES)[keyof typeof FUNNEL_LABEL_TYPES];

/** Names some saved charts use instead of the numbers. */
const LABEL_TYPE_NAMES: Record<string, FunnelLabelType> = {
  key: 0,
  value: 1,
  percent: 2,
  key_value: 3,
  key_percent: 4,
  key_value_percent: 5,
  value_percent: 6,
};

export function readFunnelLabelType(value: unknown, fallback: FunnelLabelType): FunnelLabelType {
  const number = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value;
  if (typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= 6) {
    return number as FunnelLabelType;
  }
  if (typeof value === 'string' && Object.hasOwn(LABEL_TYPE_NAMES, value)) {
    return LABEL_TYPE_NAMES[value] as FunnelLabelType;
  }
  return fallback;
}

export const PERCENT_CALCULATION_TYPES = ['first_step', 'prev_step', 'total'] as const;
export type PercentCalculationType = (typeof PERCENT_CALCULATION_TYPES)[number];

export function labelTypeChoices(withValuePercent: boolean): Array<[number, string]> {
  const choices: Array<[number, string]> = [
    [FUNNEL_LABEL_TYPES.KEY, t('Category Name')],
    [FUNNEL_LABEL_TYPES.VALUE, t('Value')],
    [FUNNEL_LABEL_TYPES.PERCENT, t('Percentage')],
    [FUNNEL_LABEL_TYPES.KEY_VALUE, t('Category and Value')],
    [FUNNEL_LABEL_TYPES.KEY_PERCENT, t('Category and Percentage')],
    [FUNNEL_LABEL_TYPES.KEY_VALUE_PERCENT, t('Category, Value and Percentage')],
  ];
  if (withValuePercent) choices.push([FUNNEL_LABEL_TYPES.VALUE_PERCENT, t('Value and Percentage')]);
  return choices;
}

/** One step's text parts, already formatted. */
export interface StepTexts {
  name: string;
  value: string;
  percent: string;
}

export function formatFunnelLabel(labelType: FunnelLabelType, step: StepTexts): string {
  switch (labelType) {
    case FUNNEL_LABEL_TYPES.KEY:
      return step.name;
    case FUNNEL_LABEL_TYPES.VALUE:
      return step.value;
    case FUNNEL_LABEL_TYPES.PERCENT:
      return step.percent;
    case FUNNEL_LABEL_TYPES.KEY_VALUE:
      return `${step.name}: ${step.value}`;
    case FUNNEL_LABEL_TYPES.KEY_PERCENT:
      return `${step.name}: ${step.percent}`;
    case FUNNEL_LABEL_TYPES.KEY_VALUE_PERCENT:
      return `${step.name}: ${step.value} (${step.percent})`;
    case FUNNEL_LABEL_TYPES.VALUE_PERCENT:
      return `${step.value} (${step.percent})`;
  }
}

/** Which parts a tooltip of this type shows. */
export function tooltipParts(labelType: FunnelLabelType): {
  key: boolean;
  value: boolean;
  percent: boolean;
} {
  return {
    key: [0, 3, 4, 5].includes(labelType),
    value: [1, 3, 5, 6].includes(labelType),
    percent: [2, 4, 5, 6].includes(labelType),
  };
}

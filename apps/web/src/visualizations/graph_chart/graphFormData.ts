/** The graph's own form-data keys, read with Superset's defaults. */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { readChoice, readNumber } from '../shared/echarts/formDataValues';

export const EDGE_SYMBOLS = ['none,none', 'none,arrow', 'circle,arrow', 'circle,circle'] as const;

export interface GraphSettings {
  layout: 'force' | 'circular';
  edgeSymbol: [string, string];
  draggable: boolean;
  roam: boolean | 'scale' | 'move';
  selectedMode: false | 'single' | 'multiple';
  showSymbolThreshold: number;
  baseNodeSize: number;
  baseEdgeWidth: number;
  edgeLength: number;
  gravity: number;
  repulsion: number;
  friction: number;
}

function readRoam(value: unknown): GraphSettings['roam'] {
  if (typeof value === 'boolean') return value;
  return value === 'scale' || value === 'move' ? value : true;
}

function readSelectedMode(value: unknown): GraphSettings['selectedMode'] {
  if (value === false || value === 'false') return false;
  return value === 'multiple' ? 'multiple' : 'single';
}

export function readGraphSettings(formData: QueryFormData): GraphSettings {
  const [from = 'none', to = 'arrow'] = readChoice(
    formData,
    'edgeSymbol',
    EDGE_SYMBOLS,
    'none,arrow',
  ).split(',');
  return {
    layout: readChoice(formData, 'layout', ['force', 'circular'] as const, 'force'),
    edgeSymbol: [from, to],
    draggable: formData.draggable === true,
    roam: readRoam(formData.roam),
    selectedMode: readSelectedMode(formData.selectedMode),
    showSymbolThreshold: readNumber(formData, 'showSymbolThreshold', 0),
    baseNodeSize: readNumber(formData, 'baseNodeSize', 20),
    baseEdgeWidth: readNumber(formData, 'baseEdgeWidth', 3),
    edgeLength: readNumber(formData, 'edgeLength', 400),
    gravity: readNumber(formData, 'gravity', 0.3),
    repulsion: readNumber(formData, 'repulsion', 1000),
    friction: readNumber(formData, 'friction', 0.2),
  };
}

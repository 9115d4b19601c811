import { describe, expect, it } from 'vitest';
import { planAnnotationQueries } from './annotationQueryPlan';

const event = {
  name: 'Launches',
  annotationType: 'EVENT',
  sourceType: 'NATIVE',
  value: 3,
  overrides: { time_range: null },
  show: true,
  color: '#f00',
};

describe('planAnnotationQueries', () => {
  it('queries a new server-data layer once', () => {
    const first = planAnnotationQueries([event], [], {});
    expect(first.toQuery.map((l) => l.name)).toEqual(['Launches']);
    const again = planAnnotationQueries([event], [], first.fetched);
    expect(again.toQuery).toEqual([]);
  });

  it('skips layers the last full query already carried, and style-only edits', () => {
    expect(planAnnotationQueries([event], [event], {}).toQuery).toEqual([]);
    const restyled = { ...event, color: '#00f', width: 3 };
    expect(planAnnotationQueries([restyled], [event], {}).toQuery).toEqual([]);
  });

  it('queries again when the data-relevant fields change', () => {
    const first = planAnnotationQueries([event], [], {});
    const otherLayer = { ...event, value: 4 };
    expect(planAnnotationQueries([otherLayer], [], first.fetched).toQuery).toEqual([otherLayer]);
  });

  it('never queries formulas, hidden layers or layers without a source', () => {
    const formula = { name: 'f', annotationType: 'FORMULA', sourceType: '', value: 'x*2' };
    const hidden = { ...event, name: 'hidden', show: false };
    const unset = { ...event, name: 'unset', value: null };
    expect(planAnnotationQueries([formula, hidden, unset], [], {}).toQuery).toEqual([]);
  });
});

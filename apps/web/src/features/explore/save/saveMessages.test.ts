import { describe, expect, it } from 'vitest';
import { saveMessages } from './saveMessages';

describe('saveMessages', () => {
  it('names a new chart as saved', () => {
    expect(saveMessages({ sliceName: 'Delays', overwritten: false })).toEqual([
      'Chart [Delays] has been saved',
    ]);
  });

  it('names an overwritten chart and the dashboard it joined', () => {
    expect(
      saveMessages({
        sliceName: 'Delays',
        overwritten: true,
        dashboard: { title: 'Ops', created: false },
      }),
    ).toEqual([
      'Chart [Delays] has been overwritten',
      'Chart [Delays] was added to dashboard [Ops]',
    ]);
  });

  it('says when the dashboard was created for the chart', () => {
    expect(
      saveMessages({
        sliceName: 'Delays',
        overwritten: false,
        dashboard: { title: 'New', created: true },
      })[1],
    ).toBe('Dashboard [New] just got created and chart [Delays] was added to it');
  });
});

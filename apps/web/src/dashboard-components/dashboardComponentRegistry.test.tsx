import { describe, expect, it } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import {
  getDashboardComponent,
  listDashboardComponents,
  registerDashboardComponent,
  useDashboardComponent,
  type DashboardComponentDefinition,
} from './dashboardComponentRegistry';
import { TABLE_OF_CONTENTS_KEY } from '.';

const definition = (name: string): DashboardComponentDefinition => ({
  metadata: { name, description: `${name} description` },
  loadComponent: () => Promise.resolve(() => null),
});

describe('dashboard components registry', () => {
  it('holds the built-in table of contents once the public file is imported', () => {
    expect(getDashboardComponent(TABLE_OF_CONTENTS_KEY)?.metadata.name).toBe('Table of contents');
  });

  it('registers, replaces under the same key and removes', () => {
    const removeFirst = registerDashboardComponent('sales-note', definition('First'));
    expect(getDashboardComponent('sales-note')?.metadata.name).toBe('First');
    const before = listDashboardComponents().length;
    const removeSecond = registerDashboardComponent('sales-note', definition('Second'));
    expect(listDashboardComponents()).toHaveLength(before);
    expect(getDashboardComponent('sales-note')?.metadata.name).toBe('Second');
    // The replaced registration's remover no longer removes anything.
    removeFirst();
    expect(getDashboardComponent('sales-note')?.metadata.name).toBe('Second');
    removeSecond();
    expect(getDashboardComponent('sales-note')).toBeUndefined();
  });

  it('refuses an empty key', () => {
    expect(() => registerDashboardComponent('  ', definition('Blank'))).toThrow(/non-empty key/);
  });

  it('re-renders readers when a component is registered later', () => {
    const { result } = renderHook(() => useDashboardComponent('late-arrival'));
    expect(result.current).toBeUndefined();
    let remove: () => void = () => undefined;
    act(() => {
      remove = registerDashboardComponent('late-arrival', definition('Late'));
    });
    expect(result.current?.metadata.name).toBe('Late');
    act(() => {
      remove();
    });
    expect(result.current).toBeUndefined();
  });
});

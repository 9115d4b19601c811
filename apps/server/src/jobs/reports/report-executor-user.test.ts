import { describe, expect, it } from 'vitest';
import { pickOwnerExecutor } from './report-executor-user';

describe('which owner a report runs as', () => {
  it('prefers the creator, then the last editor, when they are owners', () => {
    expect(pickOwnerExecutor({ created_by_fk: 3, changed_by_fk: 5 }, [5, 3])).toBe(3);
    expect(pickOwnerExecutor({ created_by_fk: 3, changed_by_fk: 5 }, [5, 7])).toBe(5);
  });

  it('falls back to the first owner, and to nobody without active owners', () => {
    expect(pickOwnerExecutor({ created_by_fk: 3, changed_by_fk: 4 }, [9, 7])).toBe(7);
    expect(pickOwnerExecutor({ created_by_fk: 3, changed_by_fk: null }, [])).toBeNull();
  });
});

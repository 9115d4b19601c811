import { describe, expect, it } from 'vitest';
import { errorStatus, saveErrorMessage } from './saveDashboard';

describe('saveErrorMessage', () => {
  it('names a forbidden save', () => {
    expect(saveErrorMessage({ status: 403, data: { message: 'Forbidden' } })).toBe(
      'You do not have permission to edit this dashboard',
    );
  });

  it("quotes the server's message", () => {
    expect(saveErrorMessage({ status: 422, data: { message: { slug: ['Must be unique'] } } })).toBe(
      'Sorry, there was an error saving this dashboard: slug: Must be unique',
    );
  });

  it('falls back to the unknown error', () => {
    expect(saveErrorMessage({ status: 500, data: null })).toBe('Sorry, an unknown error occurred');
    expect(saveErrorMessage(undefined)).toBe('Sorry, an unknown error occurred');
  });
});

describe('errorStatus', () => {
  it('reads the HTTP status of a failed call', () => {
    expect(errorStatus({ status: 412 })).toBe(412);
    expect(errorStatus({ status: 'FETCH_ERROR' })).toBeUndefined();
    expect(errorStatus(null)).toBeUndefined();
  });
});

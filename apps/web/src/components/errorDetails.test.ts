import { describe, expect, it } from 'vitest';
import { errorDetails } from './errorDetails';

describe('errorDetails', () => {
  it('uses a V8 stack as is', () => {
    const error = new TypeError('x is undefined');
    expect(errorDetails(error)).toBe(error.stack);
  });

  it('adds the headline to frame-only stacks', () => {
    const error = new Error('boom');
    error.stack = 'render@app.js:1:2';
    expect(errorDetails(error)).toBe('Error: boom\nrender@app.js:1:2');
  });

  it('appends the component stack', () => {
    const error = new Error('boom');
    error.stack = undefined;
    expect(errorDetails(error, '\n    at Home\n    at App')).toBe(
      'Error: boom\n\nComponent stack:\n    at Home\n    at App',
    );
  });

  it('stringifies non-errors', () => {
    expect(errorDetails('plain')).toBe('plain');
  });
});

/**
 * Shared by the guard tests: the refusal a guard answers, so each test states only what it
 * expects the refusal to say.
 */
import { ValidationError } from '@panorama/core/errors/app-error';

/**
 * The ValidationError `check` throws; any other error is rethrown, and an accepted input fails
 * with `accepted <description>`.
 */
export function validationErrorOf(check: () => void, description: string): ValidationError {
  try {
    check();
  } catch (err) {
    if (err instanceof ValidationError) return err;
    throw err;
  }
  throw new Error(`accepted ${description}`);
}

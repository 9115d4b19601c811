/**
 * What a synchronous call refuses with: the status and details of the AppError it throws, or
 * null when it returns. Any other error is rethrown, so a bug is not mistaken for a refusal.
 */
import { isAppError } from '@panorama/core/errors/app-error';

export interface Refusal {
  status: number;
  details: unknown;
}

export function refusalOf(work: () => unknown): Refusal | null {
  try {
    work();
  } catch (err) {
    if (isAppError(err)) return { status: err.status, details: err.details };
    throw err;
  }
  return null;
}

/** The details of the AppError `work` throws, or null when it returns. */
export function refusalDetails(work: () => unknown): unknown {
  const refusal = refusalOf(work);
  return refusal === null ? null : refusal.details;
}

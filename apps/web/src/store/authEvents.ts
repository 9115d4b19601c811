/**
 * Auth events raised outside the user slice. They live in their own module so low-level code
 * (the API base query) can announce them without importing the slices that react to them,
 * which would create an import cycle through the API slice.
 */
import { createAction } from '@reduxjs/toolkit';

/** An API call answered 401: the session cookie expired or was revoked. */
export const sessionExpired = createAction('auth/sessionExpired');

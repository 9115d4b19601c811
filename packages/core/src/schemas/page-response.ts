/**
 * Success answers that are not JSON objects: a redirect to one of the app's pages, and plain
 * text. Declared like any other answer so the API document and the route list show them.
 */
import { z } from 'zod';

/** A 302 with an empty body; the `Location` header names the target. */
export const redirectResponseSchema = z.null().describe('Redirect; Location names the target');

/** A short `text/plain` answer such as the health check's `OK`. */
export const plainTextResponseSchema = z.string().describe('Plain text');

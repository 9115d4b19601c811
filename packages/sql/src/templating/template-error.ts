/**
 * A template that cannot be rendered: bad syntax, an unknown macro, a refused lookup or a limit
 * reached. It is the caller's input that is wrong, so it answers 400 like any validation error,
 * and its message names the line (counted from 1) so the author can find it.
 */
import { ValidationError } from '@panorama/core/errors/app-error';

export class TemplateError extends ValidationError {
  constructor(message: string, line?: number) {
    super(line === undefined ? message : `${message} at line ${line}`);
  }
}

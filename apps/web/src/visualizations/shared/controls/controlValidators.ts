/**
 * The core validators (`@panorama/core/explore/validators`) as control validators whose messages
 * go through `t()`. Chart types list these in a control's `validators`.
 */
import {
  validateInteger,
  validateNonEmpty,
  validateNumber,
  validateRequired,
} from '@panorama/core/explore/validators';
import { spatialErrors } from '@panorama/core/explore/spatial';
import { t } from '../../../i18n/t';
import type { ControlValidator } from '../../controlPanelTypes';

function translated(check: (value: unknown) => string | false): ControlValidator {
  return (value) => {
    const error = check(value);
    return error === false ? false : t(error);
  };
}

export const integerValidator: ControlValidator = translated(validateInteger);
export const numberValidator: ControlValidator = translated(validateNumber);
export const nonEmptyValidator: ControlValidator = translated(validateNonEmpty);
export const requiredValidator: ControlValidator = translated(validateRequired);

/** A spatial control's configuration must name the columns it reads. */
export const spatialValidator: ControlValidator = (value) => {
  const [error] = spatialErrors(value);
  return error === undefined ? false : t(error);
};

/** The contract between the error message registry, its components and the screens using them. */
import type { ComponentType, ReactNode } from 'react';
import type { SupersetError } from '@panorama/core/errors/superset-error';

/** Where the error is shown; a message can word itself for the place. */
export type ErrorSource = 'explore' | 'dashboard' | 'sqllab' | 'crud';

export interface ErrorMessageComponentProps {
  error: SupersetError;
  source?: ErrorSource;
  /** Extra text under the message (a screen's own context). */
  subtitle?: ReactNode;
  /** A stack trace or other details, shown on request. */
  details?: string | null;
}

export type ErrorMessageComponent = ComponentType<ErrorMessageComponentProps>;

/**
 * The database answers the web app reads, typed by the response schemas the server's routes
 * declare, and the bodies the connection form sends.
 */
import type {
  AvailableEngineResponse,
  ConfigurationMethod,
  Database,
} from '@panorama/core/schemas/database';

export type {
  AvailableEnginesResponse,
  ConfigurationMethod,
  ParameterProperty,
  ParametersJsonSchema,
} from '@panorama/core/schemas/database';
export type { SupersetErrorResponse as SupersetErrorItem } from '@panorama/core/schemas/api-response';
export type { DatabaseRelatedObjectsResponse as DatabaseRelatedObjects } from '@panorama/core/schemas/related-objects';

/** A row of `GET /api/v1/database/` with the columns the database list asks for. */
export type DatabaseListItem = Pick<
  Database,
  | 'id'
  | 'database_name'
  | 'backend'
  | 'allow_dml'
  | 'expose_in_sqllab'
  | 'allow_run_async'
  | 'changed_on_delta_humanized'
> &
  Partial<Pick<Database, 'allow_file_upload' | 'changed_on' | 'created_by'>>;

/** One entry of `GET /api/v1/database/available/`: an engine the user can connect. */
export type AvailableEngine = AvailableEngineResponse;

/** Connection parameters as the API takes them; the API never sends a password back. */
export interface DatabaseParameters {
  host?: string | null;
  port?: number | null;
  database?: string | null;
  username?: string | null;
  password?: string | null;
  query?: Record<string, string | number | boolean> | null;
  encryption?: boolean | null;
}

/**
 * `GET /api/v1/database/{id}` → `result`, the fields the connection form edits. The URI comes
 * with its password masked; sending it back unchanged keeps the stored password. The connection
 * (URI, parameters) is there only for users who may edit it.
 */
export type DatabaseDetail = Pick<
  Database,
  | 'id'
  | 'database_name'
  | 'backend'
  | 'expose_in_sqllab'
  | 'allow_dml'
  | 'allow_run_async'
  | 'allow_file_upload'
  | 'cache_timeout'
  | 'extra'
> &
  Partial<Pick<Database, 'sqlalchemy_uri' | 'parameters' | 'configuration_method'>>;

/** The body of `POST /api/v1/database/` and `PUT /api/v1/database/{id}` the form sends. */
export interface DatabaseWriteBody {
  database_name: string;
  configuration_method: ConfigurationMethod;
  /** The URI form's connection. */
  sqlalchemy_uri?: string;
  /** The parameters form's connection, for `engine`. */
  engine?: string;
  parameters?: DatabaseParameters;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_dml: boolean;
  allow_file_upload: boolean;
  cache_timeout: number | null;
  extra: string;
}

/** `POST /api/v1/database/test_connection/`. */
export interface TestConnectionBody {
  sqlalchemy_uri: string;
  database_name?: string;
}

/** `POST /api/v1/database/validate_parameters/`: the parameters form as filled in so far. */
export interface ValidateParametersBody {
  engine: string;
  configuration_method: 'dynamic_form';
  parameters: DatabaseParameters;
  database_name?: string;
  /** The database being edited: its stored password stands in for an empty one. */
  id?: number;
}

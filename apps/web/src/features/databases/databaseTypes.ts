/** A row of `GET /api/v1/database/` as the database list reads it. */

export interface DatabaseListItem {
  id: number;
  database_name: string;
  backend: string;
  allow_dml: boolean;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_file_upload?: boolean;
  changed_on_delta_humanized: string;
  changed_on?: string;
  created_by?: { id: number; first_name: string; last_name: string } | null;
}

/** `GET /api/v1/database/{id}/related_objects/`: what deleting the database would break. */
export interface DatabaseRelatedObjects {
  charts: { count: number };
  dashboards: { count: number };
  sqllab_tab_states?: { count: number };
}

/** How a connection is entered: a SQLAlchemy URI, or parameters (host, port, ...). */
export type ConfigurationMethod = 'sqlalchemy_form' | 'dynamic_form';

/** One field of an engine's parameters JSON schema. */
export interface ParameterProperty {
  type: 'string' | 'integer' | 'boolean' | 'object';
  description?: string;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  default?: number;
}

/** `parameters` of an available engine: the JSON schema of its connection form. */
export interface ParametersJsonSchema {
  type: 'object';
  properties: Record<string, ParameterProperty>;
  required?: string[];
}

/** One entry of `GET /api/v1/database/available/`: an engine the user can connect. */
export interface AvailableEngine {
  engine: string;
  name: string;
  default_driver: string;
  sqlalchemy_uri_placeholder: string;
  preferred?: boolean;
  /** Absent for engines that can only be connected with a URI. */
  parameters?: ParametersJsonSchema;
}

export interface AvailableEnginesResponse {
  databases: AvailableEngine[];
}

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
 * with its password masked; sending it back unchanged keeps the stored password.
 */
export interface DatabaseDetail {
  id: number;
  database_name: string;
  backend: string;
  sqlalchemy_uri?: string;
  /** The stored connection as parameters (no password), shown to users who may edit it. */
  parameters?: DatabaseParameters | null;
  /** The form the database was last saved with, so editing re-opens the same one. */
  configuration_method?: ConfigurationMethod;
  expose_in_sqllab: boolean;
  allow_dml: boolean;
  allow_run_async: boolean;
  allow_file_upload: boolean;
  cache_timeout: number | null;
  /** A JSON object as text (`'{}'` when empty). */
  extra: string | null;
}

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

/** One of Superset's structured errors; `extra` names the fields it belongs next to. */
export interface SupersetErrorItem {
  message: string;
  error_type: string;
  level: 'info' | 'warning' | 'error';
  extra?: { invalid?: string[]; missing?: string[] } & Record<string, unknown>;
}

/**
 * The parameters form's fields for one engine, built from its JSON schema: host and port side by
 * side, then database, credentials, additional URI parameters and the SSL switch (network
 * engines), or the database file (file engines). Leaving a field asks the server to check it.
 */
import { Form, Input, InputNumber, Switch } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../i18n/t';
import type { ParameterFieldSpec, ParameterName } from './databaseParameters';

export interface DatabaseParametersFieldsProps {
  fields: readonly ParameterFieldSpec[];
  /** A field was left: check the form as it stands. */
  onFieldBlur: (name: ParameterName) => void;
  /** Editing a database that has a stored password: an empty password keeps it. */
  passwordStored: boolean;
}

function control(
  field: ParameterFieldSpec,
  onBlur: () => void,
  passwordStored: boolean,
): ReactNode {
  switch (field.kind) {
    case 'number':
      return (
        <InputNumber
          min={1}
          max={65535}
          precision={0}
          className="pn-full-width"
          placeholder={field.placeholder}
          onBlur={onBlur}
        />
      );
    case 'password':
      return (
        <Input.Password
          autoComplete="new-password"
          placeholder={
            passwordStored ? t('Leave empty to keep the stored password') : field.placeholder
          }
          onBlur={onBlur}
        />
      );
    case 'switch':
      // A switch has no blur worth waiting for: check as soon as it flips.
      return <Switch onChange={onBlur} />;
    case 'text':
      return (
        <Input
          autoComplete="off"
          spellCheck={false}
          placeholder={field.placeholder}
          onBlur={onBlur}
        />
      );
  }
}

function ParameterItem({
  field,
  onFieldBlur,
  passwordStored,
}: { field: ParameterFieldSpec } & Omit<DatabaseParametersFieldsProps, 'fields'>) {
  return (
    <Form.Item
      name={['parameters', field.name]}
      label={field.label}
      extra={field.help}
      valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
      rules={
        field.required
          ? [
              {
                required: true,
                whitespace: field.kind === 'text',
                message: t('This is a required field'),
              },
            ]
          : []
      }
      data-testid={`parameter-${field.name}`}
    >
      {control(field, () => onFieldBlur(field.name), passwordStored)}
    </Form.Item>
  );
}

export function DatabaseParametersFields({
  fields,
  onFieldBlur,
  passwordStored,
}: DatabaseParametersFieldsProps) {
  const host = fields.find((field) => field.name === 'host');
  const port = fields.find((field) => field.name === 'port');
  const rest = fields.filter((field) => field !== host && field !== port);
  const item = (field: ParameterFieldSpec) => (
    <ParameterItem
      key={field.name}
      field={field}
      onFieldBlur={onFieldBlur}
      passwordStored={passwordStored}
    />
  );
  return (
    <div className="pn-connect-parameters" data-testid="database-parameters">
      {host && port ? (
        <div className="pn-connect-host-port">
          {item(host)}
          {item(port)}
        </div>
      ) : (
        [host, port].filter((field) => field !== undefined).map(item)
      )}
      {rest.map(item)}
    </div>
  );
}

/**
 * Step 2 of connecting a database, and the whole of editing one. The connection is entered
 * either with the engine's parameters form (fields from its schema, checked by the server as
 * they are left and again on Connect) or as a SQLAlchemy URI; a link switches between the two,
 * and editing re-opens the form the database was saved with. Both share the display name, a
 * connection test and the "Advanced" settings. Saves with POST (new) or PUT (existing).
 */
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../api/errorMessage';
import { FormErrorAlert } from '../../components/list-view/FormErrorAlert';
import { fieldErrorsOf } from '../../components/list-view/fieldErrors';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { successToastAdded, toastAdded } from '../../store/messageToastsSlice';
import { DatabaseAdvancedSection } from './DatabaseAdvancedSection';
import {
  ADVANCED_FIELDS,
  DATABASE_FORM_FIELDS,
  databaseFormValues,
  databaseWriteBody,
  initialConnectionMode,
} from './databaseForm';
import type { DatabaseFormValues } from './databaseForm';
import {
  parameterFields,
  PARAMETER_NAMES,
  parametersPayload,
  placeErrors,
  type ParameterName,
} from './databaseParameters';
import { DatabaseParametersFields } from './DatabaseParametersFields';
import {
  useCreateDatabaseMutation,
  useTestDatabaseConnectionMutation,
  useUpdateDatabaseMutation,
} from './databasesApi';
import type {
  AvailableEngine,
  ConfigurationMethod,
  DatabaseDetail,
  SupersetErrorItem,
} from './databaseTypes';
import { useParametersValidation } from './useParametersValidation';

export interface DatabaseConnectionFormProps {
  title: string;
  /** "STEP 2 OF 2" when creating; editing has a single step. */
  step?: string;
  /** The chosen (or stored) engine, for its name, parameters and URI placeholder; null if unknown. */
  engine: AvailableEngine | null;
  /** The stored database when editing, null when creating. */
  database: DatabaseDetail | null;
  /** Back to the engine choice (creating only). */
  onBack?: () => void;
  onClose: () => void;
}

type FieldPath = keyof DatabaseFormValues | ['parameters', ParameterName];

/** The server's field errors on form fields; `extra` problems belong to the query timeout. */
function saveFieldErrors(error: unknown): Array<{ name: FieldPath; errors: string[] }> {
  const direct = fieldErrorsOf(error, DATABASE_FORM_FIELDS);
  const extra = fieldErrorsOf(error, ['extra']).map((found) => ({
    name: 'query_timeout' as const,
    errors: found.errors,
  }));
  const parameters = fieldErrorsOf(error, PARAMETER_NAMES).map((found) => ({
    name: ['parameters', found.name] as FieldPath,
    errors: found.errors,
  }));
  return [...direct, ...extra, ...parameters];
}

/** The stored URI shows the mask where a password is kept. */
const hasStoredPassword = (database: DatabaseDetail | null) =>
  database?.sqlalchemy_uri?.includes(':XXXXXXXXXX@') ?? false;

export function DatabaseConnectionForm({
  title,
  step,
  engine,
  database,
  onBack,
  onClose,
}: DatabaseConnectionFormProps) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<DatabaseFormValues>();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [mode, setMode] = useState<ConfigurationMethod>(() =>
    initialConnectionMode(engine, database),
  );
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  // Fields the user has left once: only those are told they are missing while typing.
  const visited = useRef(new Set<ParameterName>());
  const [createDatabase, creation] = useCreateDatabaseMutation();
  const [updateDatabase, update] = useUpdateDatabaseMutation();
  const [testConnection, testing] = useTestDatabaseConnectionMutation();
  const { validate } = useParametersValidation();
  // Which button's own check is running. A check started by leaving a field must not put the
  // buttons in their loading state: the blur comes with the press of a button, and antd ignores
  // the click on a button that turned to loading in between.
  const [checkingFor, setCheckingFor] = useState<'test' | 'save' | null>(null);
  const fields = useMemo(() => parameterFields(engine), [engine]);
  const initialValues = useMemo(() => databaseFormValues(database, engine), [database, engine]);
  const isNew = database === null;
  const saving = creation.isLoading || update.isLoading;
  const error = isNew ? creation.error : update.error;
  const byParameters = mode === 'dynamic_form' && engine !== null && fields.length > 0;

  const showSaveErrors = (err: unknown) => {
    const found = saveFieldErrors(err);
    form.setFields(found);
    if (found.some((field) => (ADVANCED_FIELDS as readonly FieldPath[]).includes(field.name)))
      setAdvancedOpen(true);
  };

  /** Puts validate_parameters' errors next to their fields; general ones above the form. */
  const showParameterErrors = (errors: SupersetErrorItem[], allMissing: boolean) => {
    const placed = placeErrors(errors, fields, (name) => allMissing || visited.current.has(name));
    form.setFields([
      ...fields.map((field) => ({
        name: ['parameters', field.name] as FieldPath,
        errors: placed.fields[field.name] ?? [],
      })),
      ...(placed.databaseName.length > 0
        ? [{ name: 'database_name' as FieldPath, errors: placed.databaseName }]
        : []),
    ]);
    setGeneralErrors(placed.general);
  };

  /** Checks the parameters as they stand; null when a newer check has started since. */
  const checkParameters = () => {
    if (engine === null) return Promise.resolve(null);
    const values = form.getFieldsValue(true) as DatabaseFormValues;
    return validate({
      engine: engine.engine,
      parameters: parametersPayload(values.parameters, fields),
      databaseName: values.database_name ?? '',
      databaseId: database?.id ?? null,
    });
  };

  /** A field was left (the display name included, `null`): check the form as it stands. */
  const onFieldBlur = (name: ParameterName | null) => {
    if (name !== null) visited.current.add(name);
    void checkParameters().then((errors) => {
      if (errors !== null) showParameterErrors(errors, false);
    });
  };

  const testUri = () => {
    form
      .validateFields(['sqlalchemy_uri'])
      .then(() => {
        const values = form.getFieldsValue(['database_name', 'sqlalchemy_uri']) as Pick<
          DatabaseFormValues,
          'database_name' | 'sqlalchemy_uri'
        >;
        const name = (values.database_name ?? '').trim();
        // The name lets the server swap a masked password for the stored one.
        return testConnection({
          sqlalchemy_uri: values.sqlalchemy_uri.trim(),
          ...(name !== '' ? { database_name: name } : {}),
        })
          .unwrap()
          .then(() => dispatch(successToastAdded(t('Connection looks good!'))))
          .catch((err: unknown) => {
            showSaveErrors(err);
            dispatch(toastAdded({ text: t('ERROR: %s', errorMessage(err)), toastType: 'danger' }));
          });
      })
      .catch(() => undefined); // The field shows why it is invalid.
  };

  const testParameters = () => {
    setCheckingFor('test');
    void checkParameters().then((errors) => {
      setCheckingFor(null);
      if (errors === null) return;
      showParameterErrors(errors, true);
      const [first] = errors;
      if (first === undefined) dispatch(successToastAdded(t('Connection looks good!')));
      else dispatch(toastAdded({ text: t('ERROR: %s', first.message), toastType: 'danger' }));
    });
  };

  const save = (values: DatabaseFormValues) => {
    const body = databaseWriteBody(values, { mode, engine, previousExtra: database?.extra });
    const call = isNew ? createDatabase(body) : updateDatabase({ id: database.id, body });
    call
      .unwrap()
      .then(() => {
        dispatch(
          successToastAdded(
            isNew
              ? t('Database %s was connected', body.database_name)
              : t('Database %s was saved', body.database_name),
          ),
        );
        onClose();
      })
      .catch(showSaveErrors);
  };

  const submit = (values: DatabaseFormValues) => {
    if (!byParameters) {
      save(values);
      return;
    }
    // The parameters form connects only once the server finds nothing wrong.
    setCheckingFor('save');
    void checkParameters().then((errors) => {
      setCheckingFor(null);
      if (errors === null) return;
      showParameterErrors(errors, true);
      if (errors.length === 0) save(form.getFieldsValue(true) as DatabaseFormValues);
    });
  };

  const switchMode = (next: ConfigurationMethod) => {
    setGeneralErrors([]);
    setMode(next);
  };

  const required = { required: true, whitespace: true, message: t('This is a required field') };
  const nameField = (
    <Form.Item
      name="database_name"
      label={t('Display name')}
      rules={[required]}
      extra={byParameters ? t('Pick a name to help you identify this database.') : undefined}
    >
      <Input
        maxLength={250}
        autoComplete="off"
        placeholder={engine?.name}
        onBlur={byParameters ? () => onFieldBlur(null) : undefined}
      />
    </Form.Item>
  );

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      data-testid="database-modal"
      footer={[
        ...(onBack
          ? [
              <Button key="back" onClick={onBack} data-testid="database-back">
                {t('Back')}
              </Button>,
            ]
          : []),
        <Button key="cancel" onClick={onClose}>
          {t('Cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={saving || checkingFor === 'save'}
          onClick={() => form.submit()}
          data-testid="database-save"
        >
          {isNew ? t('Connect') : t('Finish')}
        </Button>,
      ]}
    >
      {step !== undefined ? <div className="pn-connect-step">{step}</div> : null}
      {engine !== null ? (
        <div className="pn-connect-engine" data-testid="database-engine">
          {t('Engine: %s', engine.name)}
        </div>
      ) : null}
      <FormErrorAlert
        error={error}
        fields={[...DATABASE_FORM_FIELDS, 'extra', ...PARAMETER_NAMES]}
        describe={(message) =>
          isNew
            ? t('An error occurred while creating %ss: %s', t('database'), message)
            : t('An error occurred while saving %s: %s', t('database'), message)
        }
      />
      {byParameters && generalErrors.length > 0 ? (
        <Alert
          className="pn-form-error"
          type="error"
          showIcon
          data-testid="database-parameters-error"
          title={generalErrors.join(' ')}
        />
      ) : null}
      <Form<DatabaseFormValues>
        form={form}
        layout="vertical"
        name="database-form"
        requiredMark
        initialValues={initialValues}
        onFinish={submit}
      >
        {byParameters ? (
          <>
            <DatabaseParametersFields
              fields={fields}
              onFieldBlur={onFieldBlur}
              passwordStored={hasStoredPassword(database)}
            />
            {nameField}
          </>
        ) : (
          <>
            {nameField}
            <Form.Item
              name="sqlalchemy_uri"
              label={t('SQLAlchemy URI')}
              rules={[required]}
              extra={t(
                'Refer to the docs of your database engine for the connection string format.',
              )}
            >
              <Input
                maxLength={1024}
                autoComplete="off"
                spellCheck={false}
                placeholder={engine?.sqlalchemy_uri_placeholder}
              />
            </Form.Item>
          </>
        )}
        <div className="pn-connect-test">
          <Button
            onClick={byParameters ? testParameters : testUri}
            loading={byParameters ? checkingFor === 'test' : testing.isLoading}
            data-testid="test-connection"
          >
            {t('Test connection')}
          </Button>
          {engine !== null && fields.length > 0 ? (
            <Button
              type="link"
              className="pn-connect-switch"
              data-testid="database-switch-mode"
              onClick={() => switchMode(byParameters ? 'sqlalchemy_form' : 'dynamic_form')}
            >
              {byParameters
                ? t('Connect this database with a SQLAlchemy URI string instead')
                : t('Connect this database using the dynamic form instead')}
            </Button>
          ) : null}
        </div>
        <DatabaseAdvancedSection form={form} open={advancedOpen} onOpenChange={setAdvancedOpen} />
      </Form>
    </Modal>
  );
}

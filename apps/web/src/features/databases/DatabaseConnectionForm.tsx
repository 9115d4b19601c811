/**
 * Step 2 of connecting a database, and the whole of editing one: display name and SQLAlchemy URI
 * with a connection test, and an "Advanced" section with the SQL Lab, performance and upload
 * switches. Saves with POST (new) or PUT (existing), then refreshes the list with a toast.
 */
import { Button, Checkbox, Collapse, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/errorMessage';
import { FormErrorAlert } from '../../components/list-view/FormErrorAlert';
import { fieldErrorsOf } from '../../components/list-view/fieldErrors';
import type { FieldError } from '../../components/list-view/fieldErrors';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { successToastAdded, toastAdded } from '../../store/messageToastsSlice';
import {
  ADVANCED_FIELDS,
  DATABASE_FORM_FIELDS,
  databaseFormValues,
  databaseWriteBody,
} from './databaseForm';
import type { DatabaseFormValues } from './databaseForm';
import {
  useCreateDatabaseMutation,
  useTestDatabaseConnectionMutation,
  useUpdateDatabaseMutation,
} from './databasesApi';
import type { AvailableEngine, DatabaseDetail } from './databaseTypes';

export interface DatabaseConnectionFormProps {
  title: string;
  /** "STEP 2 OF 2" when creating; editing has a single step. */
  step?: string;
  /** The chosen (or stored) engine, for its name and URI placeholder; null if unknown. */
  engine: AvailableEngine | null;
  /** The stored database when editing, null when creating. */
  database: DatabaseDetail | null;
  /** Back to the engine choice (creating only). */
  onBack?: () => void;
  onClose: () => void;
}

const ADVANCED = 'advanced';

/** The server's field errors on form fields; `extra` problems belong to the query timeout. */
function formFieldErrors(error: unknown): Array<FieldError<keyof DatabaseFormValues>> {
  const direct = fieldErrorsOf(error, DATABASE_FORM_FIELDS);
  const extra = fieldErrorsOf(error, ['extra']).map((found) => ({
    name: 'query_timeout' as const,
    errors: found.errors,
  }));
  return [...direct, ...extra];
}

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
  const [createDatabase, creation] = useCreateDatabaseMutation();
  const [updateDatabase, update] = useUpdateDatabaseMutation();
  const [testConnection, testing] = useTestDatabaseConnectionMutation();
  const isNew = database === null;
  const saving = creation.isLoading || update.isLoading;
  const error = isNew ? creation.error : update.error;

  const showFieldErrors = (err: unknown) => {
    const found = formFieldErrors(err);
    form.setFields(found);
    if (found.some((field) => ADVANCED_FIELDS.includes(field.name))) setAdvancedOpen(true);
  };

  const runTest = () => {
    form
      .validateFields(['sqlalchemy_uri'])
      .then(() => {
        const values = form.getFieldsValue(['database_name', 'sqlalchemy_uri']);
        const name = values.database_name.trim();
        // The name lets the server swap a masked password for the stored one.
        return testConnection({
          sqlalchemy_uri: values.sqlalchemy_uri.trim(),
          ...(name !== '' ? { database_name: name } : {}),
        })
          .unwrap()
          .then(() => dispatch(successToastAdded(t('Connection looks good!'))))
          .catch((err: unknown) => {
            showFieldErrors(err);
            dispatch(toastAdded({ text: t('ERROR: %s', errorMessage(err)), toastType: 'danger' }));
          });
      })
      .catch(() => undefined); // The field shows why it is invalid.
  };

  const submit = (values: DatabaseFormValues) => {
    const body = databaseWriteBody(values, database?.extra ?? null);
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
      .catch(showFieldErrors);
  };

  const required = { required: true, whitespace: true, message: t('This is a required field') };
  const seconds = { min: 0, precision: 0, className: 'pn-full-width' } as const;

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
          loading={saving}
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
        fields={[...DATABASE_FORM_FIELDS, 'extra']}
        describe={(message) =>
          isNew
            ? t('An error occurred while creating %ss: %s', t('database'), message)
            : t('An error occurred while saving %s: %s', t('database'), message)
        }
      />
      <Form<DatabaseFormValues>
        form={form}
        layout="vertical"
        name="database-form"
        requiredMark
        initialValues={databaseFormValues(database)}
        onFinish={submit}
      >
        <Form.Item name="database_name" label={t('Display name')} rules={[required]}>
          <Input maxLength={250} autoComplete="off" placeholder={engine?.name} />
        </Form.Item>
        <Form.Item
          name="sqlalchemy_uri"
          label={t('SQLAlchemy URI')}
          rules={[required]}
          extra={t('Refer to the docs of your database engine for the connection string format.')}
        >
          <Input
            maxLength={1024}
            autoComplete="off"
            spellCheck={false}
            placeholder={engine?.sqlalchemy_uri_placeholder}
          />
        </Form.Item>
        <div className="pn-connect-test">
          <Button onClick={runTest} loading={testing.isLoading} data-testid="test-connection">
            {t('Test connection')}
          </Button>
        </div>
        <Collapse
          activeKey={advancedOpen ? [ADVANCED] : []}
          onChange={(keys) => setAdvancedOpen(keys.includes(ADVANCED))}
          items={[
            {
              key: ADVANCED,
              label: t('Advanced'),
              // Rendered while closed too, so its fields always take part in the form.
              forceRender: true,
              children: (
                <>
                  <div className="pn-connect-flags">
                    <Form.Item name="expose_in_sqllab" valuePropName="checked">
                      <Checkbox>{t('Expose in SQL Lab')}</Checkbox>
                    </Form.Item>
                    <Form.Item name="allow_dml" valuePropName="checked">
                      <Checkbox>{t('Allow DML')}</Checkbox>
                    </Form.Item>
                    <Form.Item name="allow_run_async" valuePropName="checked">
                      <Checkbox>{t('Allow async queries')}</Checkbox>
                    </Form.Item>
                    <Form.Item name="allow_file_upload" valuePropName="checked">
                      <Checkbox>{t('Allow file uploads')}</Checkbox>
                    </Form.Item>
                  </div>
                  <div className="pn-connect-flags">
                    <Form.Item
                      name="cache_timeout"
                      label={t('Cache timeout (seconds)')}
                      extra={t('Leave empty to use the default cache timeout.')}
                    >
                      <InputNumber {...seconds} />
                    </Form.Item>
                    <Form.Item
                      name="query_timeout"
                      label={t('Query timeout in seconds')}
                      extra={t('Leave empty to use the default query timeout.')}
                    >
                      <InputNumber {...seconds} />
                    </Form.Item>
                  </div>
                </>
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}

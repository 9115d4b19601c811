/**
 * Create or edit a row level security rule (Admins only): name, filter type with what it means,
 * datasets, roles, group key, the SQL clause and a description. The server checks the clause;
 * its refusal is shown under the clause field.
 */
import { Form, Input, Select } from 'antd';
import { ResourceFormModal } from '../../components/forms/ResourceFormModal';
import { requiredTextRule } from '../../components/forms/requiredRule';
import { RelatedSelect } from '../../components/list-view/RelatedSelect';
import { t } from '../../i18n/t';
import { useCreateRlsRuleMutation, useUpdateRlsRuleMutation } from './rlsApi';
import { RLS_FORM_FIELDS, rlsBody, rlsFormValues, type RlsFormValues } from './rlsForm';
import { RLS_RESOURCE, type FilterType, type RlsRule } from './rlsTypes';
import './rowLevelSecurity.css';

export interface RlsFormModalProps {
  /** The rule to edit, or null to create one. */
  rule: RlsRule | null;
  onClose: () => void;
}

function filterTypeHelp(type: FilterType | undefined): string {
  return type === 'Base'
    ? t(
        'Applies to every user except those holding one of the roles below. Use it for what everyone else may see, e.g. 1 = 0 to show no rows unless another filter applies.',
      )
    : t('Applies only to users holding at least one of the roles below.');
}

export function RlsFormModal({ rule, onClose }: RlsFormModalProps) {
  const [form] = Form.useForm<RlsFormValues>();
  const filterType = Form.useWatch('filter_type', form);
  const [createRule, creation] = useCreateRlsRuleMutation();
  const [updateRule, update] = useUpdateRlsRuleMutation();
  const isNew = rule === null;

  const save = (values: RlsFormValues) => {
    const body = rlsBody(values);
    const call = isNew ? createRule(body) : updateRule({ id: rule.id, body });
    return call
      .unwrap()
      .then(() =>
        isNew ? t('Rule %s was created', body.name) : t('Rule %s was saved', body.name),
      );
  };

  const required = requiredTextRule();

  return (
    <ResourceFormModal
      form={form}
      name="rls-form"
      width={640}
      title={isNew ? t('Add rule') : t('Edit rule')}
      noun={t('rule')}
      isNew={isNew}
      initialValues={rlsFormValues(rule)}
      fields={RLS_FORM_FIELDS}
      error={isNew ? creation.error : update.error}
      saving={creation.isLoading || update.isLoading}
      save={save}
      onClose={onClose}
      okTestId="rls-form-save"
      requiredMark
    >
      <Form.Item name="name" label={t('Rule name')} rules={[required]}>
        <Input maxLength={255} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item
        name="filter_type"
        label={t('Filter type')}
        extra={filterTypeHelp(filterType)}
        rules={[{ required: true, message: t('This is a required field') }]}
      >
        <Select
          aria-label={t('Filter type')}
          options={[
            { value: 'Regular', label: t('Regular') },
            { value: 'Base', label: t('Base') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="tables"
        label={t('Datasets')}
        extra={t('The filter is added to every query on these datasets.')}
        rules={[{ required: true, message: t('Select at least one dataset') }]}
      >
        <RelatedSelect
          source={{ type: 'related', resource: RLS_RESOURCE, column: 'tables' }}
          what={t('datasets')}
          aria-label={t('Datasets')}
        />
      </Form.Item>
      <Form.Item
        name="roles"
        label={filterType === 'Base' ? t('Excluded roles') : t('Roles')}
        extra={
          filterType === 'Base'
            ? t('Users holding one of these roles are not filtered (e.g. Admin).')
            : t('Users holding one of these roles are filtered.')
        }
      >
        <RelatedSelect
          source={{ type: 'related', resource: RLS_RESOURCE, column: 'roles' }}
          what={t('roles')}
          aria-label={t('Roles')}
        />
      </Form.Item>
      <Form.Item
        name="group_key"
        label={t('Group key')}
        extra={t(
          'Filters sharing a group key are combined with OR; groups and filters without a key are combined with AND.',
        )}
      >
        <Input maxLength={255} autoComplete="off" placeholder={t('e.g. department')} />
      </Form.Item>
      <Form.Item
        name="clause"
        label={t('Clause')}
        extra={t(
          "A SQL condition added to the WHERE clause of the queries, e.g. region = 'north'. One expression, no sub-queries.",
        )}
        rules={[required]}
      >
        <Input.TextArea
          className="pn-rls-clause"
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={10_000}
          spellCheck={false}
          aria-label={t('Clause')}
        />
      </Form.Item>
      <Form.Item name="description" label={t('Description')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={10_000} />
      </Form.Item>
    </ResourceFormModal>
  );
}

/** "Save as": a copy of the dashboard under a new title, optionally with copies of its charts. */
import { Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../i18n/t';
import { useAppDispatch } from '../../../store/hooks';
import { saveDashboardAs } from '../thunks/headerMenuActions';

interface Values {
  title: string;
  duplicateSlices: boolean;
}

export function SaveAsModal({ title, onClose }: { title: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = (values: Values) => {
    setSaving(true);
    void dispatch(saveDashboardAs(values.title, values.duplicateSlices)).then((id) => {
      setSaving(false);
      if (id === null) return;
      onClose();
      void navigate(`/dashboard/${id}/`);
    });
  };

  return (
    <Modal
      open
      title={t('Save dashboard')}
      okText={t('Save')}
      cancelText={t('Cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="save-as-modal"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ title: t('%s [copy]', title), duplicateSlices: false }}
      >
        <Form.Item name="title" label={t('Save as:')}>
          <Input maxLength={500} data-testid="save-as-title" />
        </Form.Item>
        <Form.Item name="duplicateSlices" valuePropName="checked">
          <Checkbox data-testid="save-as-duplicate">{t('also copy (duplicate) charts')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The "Advanced" section of the connection form, the same in both modes: SQL Lab exposure, DML,
 * async queries, file uploads (and the schemas they may go to), cache and query timeouts.
 */
import { Checkbox, Collapse, Form, Input, InputNumber } from 'antd';
import type { FormInstance } from 'antd';
import { t } from '../../i18n/t';
import type { DatabaseFormValues } from './databaseForm';

const ADVANCED = 'advanced';

/** A timeout in whole seconds; empty means the server's default applies. */
function TimeoutField({ name, label, extra }: { name: string; label: string; extra: string }) {
  return (
    <Form.Item name={name} label={label} extra={extra}>
      <InputNumber min={0} precision={0} className="pn-full-width" />
    </Form.Item>
  );
}

export interface DatabaseAdvancedSectionProps {
  form: FormInstance<DatabaseFormValues>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DatabaseAdvancedSection({
  form,
  open,
  onOpenChange,
}: DatabaseAdvancedSectionProps) {
  const uploads = Form.useWatch('allow_file_upload', form) === true;
  return (
    <Collapse
      className="pn-connect-advanced"
      activeKey={open ? [ADVANCED] : []}
      onChange={(keys) => onOpenChange(keys.includes(ADVANCED))}
      items={[
        {
          key: ADVANCED,
          label: t('Advanced'),
          // Rendered while closed too, so its fields always take part in the form.
          forceRender: true,
          children: (
            <>
              <div className="pn-connect-section-title">{t('SQL Lab')}</div>
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
              {/* Kept mounted so its value survives unticking and ticking again. */}
              <Form.Item
                name="schemas_allowed_for_file_upload"
                label={t('Schemas allowed for File upload')}
                extra={t('A comma-separated list of schemas that files are allowed to upload to.')}
                hidden={!uploads}
              >
                <Input
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={t('e.g. public, uploads')}
                />
              </Form.Item>
              <div className="pn-connect-section-title">{t('Performance')}</div>
              <div className="pn-connect-flags">
                <TimeoutField
                  name="cache_timeout"
                  label={t('Cache timeout (seconds)')}
                  extra={t('Leave empty to use the default cache timeout.')}
                />
                <TimeoutField
                  name="query_timeout"
                  label={t('Query timeout in seconds')}
                  extra={t('Leave empty to use the default query timeout.')}
                />
              </div>
            </>
          ),
        },
      ]}
    />
  );
}

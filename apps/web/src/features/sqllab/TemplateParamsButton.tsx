/**
 * The tab's template parameters: a JSON object edited in a popover; `{{ name }}` in the SQL is
 * replaced by its value (bound by the server). Written to the tab when the popover closes.
 */
import { Alert, Badge, Button, Input, Popover } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/t';
import { parseTemplateParams, templateParamCount } from './templateParams';

export function TemplateParamsButton({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? value;
  const check = parseTemplateParams(text);

  const content = (
    <div className="pn-sqllab-params" data-testid="template-params-editor">
      <p className="pn-sqllab-params-help">
        {t('A JSON object; {{ name }} in the SQL takes the value of name.')}
      </p>
      <Input.TextArea
        value={text}
        autoSize={{ minRows: 6, maxRows: 16 }}
        spellCheck={false}
        className="pn-sqllab-params-text"
        placeholder={'{\n  "name": "value"\n}'}
        onChange={(event) => setDraft(event.target.value)}
        aria-label={t('Template parameters')}
        data-testid="template-params-text"
      />
      {!check.ok && <Alert type="error" showIcon title={t(check.message)} />}
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      title={t('Template parameters')}
      content={content}
      onOpenChange={(open) => {
        if (open || draft === null) return;
        if (draft !== value) onChange(draft);
        setDraft(null);
      }}
    >
      <Badge count={templateParamCount(value)} size="small">
        <Button size="small" data-testid="template-params">
          {t('Parameters')}
        </Button>
      </Badge>
    </Popover>
  );
}

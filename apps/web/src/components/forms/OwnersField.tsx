/** The form item choosing a resource's owners among the users the server offers for it. */
import { Form } from 'antd';
import { RelatedSelect } from '../list-view/RelatedSelect';
import { t } from '../../i18n/t';

export function OwnersField({ resource }: { resource: string }) {
  return (
    <Form.Item name="owners" label={t('Owners')}>
      <RelatedSelect
        source={{ type: 'related', resource, column: 'owners' }}
        what={t('Owners')}
        aria-label={t('Owners')}
      />
    </Form.Item>
  );
}

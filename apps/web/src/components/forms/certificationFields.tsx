/**
 * The certification a chart or dashboard carries: who certified it and the details. Details are
 * kept only when someone certified it, since they describe that certification.
 */
import { Form, Input } from 'antd';
import { t } from '../../i18n/t';

/** Trimmed text, or null when nothing but blanks was typed. */
export function blankToNull(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

export interface CertificationValues {
  certified_by: string;
  certification_details: string;
}

/** The stored certification of typed values: details are dropped without a certifier. */
export function certificationOf(values: CertificationValues): {
  certifiedBy: string | null;
  certificationDetails: string | null;
} {
  const certifiedBy = blankToNull(values.certified_by);
  return {
    certifiedBy,
    certificationDetails: certifiedBy === null ? null : blankToNull(values.certification_details),
  };
}

/** The two inputs, named as the form values above. */
export function CertificationFields() {
  return (
    <>
      <Form.Item name="certified_by" label={t('Certified by')}>
        <Input maxLength={1000} />
      </Form.Item>
      <Form.Item name="certification_details" label={t('Certification details')}>
        <Input.TextArea rows={2} maxLength={10_000} />
      </Form.Item>
    </>
  );
}

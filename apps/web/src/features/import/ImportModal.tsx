/**
 * Importing a v1 bundle: pick a ZIP or YAML file and send it;
 * when the server asks for database passwords, one field per database file, then send again; when
 * objects already exist, confirm by typing OVERWRITE and send again with `overwrite=true`. Mount
 * it only while open, so every import starts from a clean form.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/errorMessage';
import { TypeToConfirmField, confirmsWord } from '../../components/forms/TypeToConfirmField';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { successToastAdded } from '../../store/messageToastsSlice';
import { useImportBundleMutation } from './importApi';
import type { ImportResource } from './importApi';
import { classifyImportFailure } from './importErrors';
import { importLabels } from './importLabels';

type Step = 'file' | 'password' | 'overwrite';

interface ShownError {
  message: string;
  details: string[];
}

/** The word to type; translated like every other visible string. */
function overwriteWord(): string {
  return t('OVERWRITE');
}

export const IMPORT_FILE_TYPES = '.zip,.yaml,.yml,.json';

export function ImportModal({
  resource,
  onClose,
}: {
  resource: ImportResource;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const labels = importLabels(resource);
  const [importBundle, { isLoading }] = useImportBundleMutation();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>('file');
  const [passwordFiles, setPasswordFiles] = useState<string[]>([]);
  const [passwords, setPasswords] = useState<Record<string, string>>({});
  const [typed, setTyped] = useState('');
  /** Once confirmed, later sends (e.g. with passwords) keep overwriting. */
  const [overwriteAgreed, setOverwriteAgreed] = useState(false);
  const [shownError, setShownError] = useState<ShownError | null>(null);

  const overwriteConfirmed = confirmsWord(typed, overwriteWord());

  const send = (overwrite: boolean) => {
    if (file === null) return;
    setShownError(null);
    importBundle({ resource, file, passwords, overwrite })
      .unwrap()
      .then(() => {
        dispatch(successToastAdded(labels.imported));
        onClose();
      })
      .catch((err: unknown) => {
        const data = (err as { data?: unknown } | null)?.data;
        const failure = classifyImportFailure(data, errorMessage(err));
        if (failure.kind === 'password') {
          setPasswordFiles(failure.files);
          setStep('password');
        } else if (failure.kind === 'overwrite' && !overwrite) {
          setTyped('');
          setStep('overwrite');
        } else {
          const message = failure.kind === 'error' ? failure.message : errorMessage(err);
          setShownError({
            message: t('An error occurred while importing %s: %s', labels.singular, message),
            details: failure.kind === 'error' ? failure.details : [],
          });
        }
      });
  };

  const submit = () => {
    const overwrite = overwriteAgreed || step === 'overwrite';
    if (overwrite) setOverwriteAgreed(true);
    send(overwrite);
  };

  const fileList: UploadFile[] =
    file === null ? [] : [{ uid: 'import-file', name: file.name, status: 'done' }];

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setStep('file');
    setPasswordFiles([]);
    setPasswords({});
    setOverwriteAgreed(false);
    setShownError(null);
  };

  const okDisabled =
    file === null ||
    (step === 'password' && passwordFiles.some((name) => (passwords[name] ?? '') === '')) ||
    (step === 'overwrite' && !overwriteConfirmed);

  return (
    <Modal
      open
      title={t('Import %s', labels.singular)}
      okText={step === 'overwrite' ? t('Overwrite') : t('Import')}
      cancelText={t('Cancel')}
      okButtonProps={{
        disabled: okDisabled,
        danger: step === 'overwrite',
        'data-testid': 'import-submit',
      }}
      confirmLoading={isLoading}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className="pn-import-modal" data-testid="import-modal">
        <Upload
          accept={IMPORT_FILE_TYPES}
          maxCount={1}
          fileList={fileList}
          beforeUpload={(chosen) => {
            chooseFile(chosen);
            // Never upload on pick: the file is sent by the Import button, with its options.
            return false;
          }}
          onRemove={() => {
            setFile(null);
            setStep('file');
            setOverwriteAgreed(false);
            setShownError(null);
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="import-select-file">
            {t('Select file')}
          </Button>
        </Upload>

        {step === 'password' ? (
          <div className="pn-import-passwords" data-testid="import-passwords">
            <Typography.Title level={5}>{t('Database passwords')}</Typography.Title>
            <Typography.Paragraph type="secondary">
              {t(
                'The passwords for the databases below are needed in order to import them together with the %s.',
                labels.plural,
              )}
            </Typography.Paragraph>
            {passwordFiles.map((name) => (
              <label key={name} className="pn-form-field">
                <span className="pn-form-label">{t('%s password', name)}</span>
                <Input.Password
                  autoComplete="new-password"
                  value={passwords[name] ?? ''}
                  data-testid={`import-password-${name}`}
                  onChange={(event) =>
                    setPasswords((previous) => ({ ...previous, [name]: event.target.value }))
                  }
                />
              </label>
            ))}
          </div>
        ) : null}

        {step === 'overwrite' ? (
          <div className="pn-import-overwrite" data-testid="import-overwrite">
            <Alert
              type="warning"
              showIcon
              title={t(
                'You are importing one or more %s that already exist. Overwriting might cause you to lose some of your work. Are you sure you want to overwrite?',
                labels.plural,
              )}
            />
            <TypeToConfirmField
              word={overwriteWord()}
              value={typed}
              testId="import-overwrite-input"
              onChange={setTyped}
            />
          </div>
        ) : null}

        {shownError !== null ? (
          <Alert
            type="error"
            showIcon
            data-testid="import-error"
            title={shownError.message}
            description={
              <>
                {shownError.details.length > 0 ? (
                  <ul className="pn-import-details">
                    {shownError.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                ) : null}
                {t('Please re-export your file and try importing again')}
              </>
            }
          />
        ) : null}
      </div>
    </Modal>
  );
}

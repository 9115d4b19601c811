/**
 * 'Save query': a name and a description. A tab opened from (or already saved as) a saved query
 * offers 'Update' besides 'Save as new'. The tab then carries the saved query's name and id (for
 * 'Copy link').
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Input, Modal } from 'antd';
import { LabeledInput } from '../../components/forms/LabeledInput';
import { InputModal } from '../../components/modals/InputModal';
import { useState } from 'react';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { dangerToastAdded, successToastAdded } from '../../store/messageToastsSlice';
import { sqlLabErrorMessage, useGetSavedQuerySeedQuery, useSaveQueryMutation } from './sqllabApi';
import type { EditorTab } from './sqllabTypes';

export interface SaveQueryModalProps {
  tab: EditorTab;
  onSaved: (savedQueryId: number, label: string) => void;
  onClose: () => void;
}

export function SaveQueryModal({ tab, onSaved, onClose }: SaveQueryModalProps) {
  const existing = useGetSavedQuerySeedQuery(tab.savedQueryId ?? skipToken);
  if (tab.savedQueryId !== null && existing.isFetching)
    return <Modal open loading title={t('Save query')} onCancel={onClose} footer={null} />;
  return (
    <SaveQueryForm
      tab={tab}
      initialLabel={existing.data?.label || tab.label}
      initialDescription={existing.data?.description ?? ''}
      // A saved query that can no longer be read (deleted, not ours) is saved anew.
      canUpdate={tab.savedQueryId !== null && existing.data !== undefined}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}

function SaveQueryForm({
  tab,
  initialLabel,
  initialDescription,
  canUpdate,
  onSaved,
  onClose,
}: SaveQueryModalProps & {
  initialLabel: string;
  initialDescription: string;
  canUpdate: boolean;
}) {
  const dispatch = useAppDispatch();
  const [label, setLabel] = useState(initialLabel);
  const [description, setDescription] = useState(initialDescription);
  const [save, saving] = useSaveQueryMutation();
  const valid = label.trim() !== '' && tab.dbId !== null && tab.sql.trim() !== '';

  const submit = async (update: boolean) => {
    if (!valid || tab.dbId === null) return;
    const body = {
      db_id: tab.dbId,
      schema: tab.schema,
      label: label.trim(),
      description: description.trim() === '' ? null : description,
      sql: tab.sql,
      template_parameters: tab.templateParams,
    };
    try {
      const id = await save({ id: update ? tab.savedQueryId : null, body }).unwrap();
      onSaved(id, body.label);
      dispatch(successToastAdded(update ? t('Your query was updated') : t('Your query was saved')));
      onClose();
    } catch (error: unknown) {
      dispatch(dangerToastAdded(sqlLabErrorMessage(error, t('Your query could not be saved'))));
    }
  };

  return (
    <InputModal
      title={t('Save query')}
      width={520}
      onCancel={onClose}
      data-testid="save-query-modal"
      footer={
        <>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button
            type={canUpdate ? 'default' : 'primary'}
            disabled={!valid}
            loading={saving.isLoading}
            onClick={() => void submit(false)}
            data-testid="save-query-submit"
          >
            {canUpdate ? t('Save as new') : t('Save')}
          </Button>
          {canUpdate && (
            <Button
              type="primary"
              disabled={!valid}
              loading={saving.isLoading}
              onClick={() => void submit(true)}
              data-testid="save-query-update"
            >
              {t('Update')}
            </Button>
          )}
        </>
      }
    >
      <LabeledInput
        id="pn-sqllab-save-name"
        label={t('Name')}
        labelClassName="pn-sqllab-field-label"
        value={label}
        maxLength={256}
        onChange={setLabel}
        testId="save-query-name"
      />
      <label className="pn-sqllab-field-label" htmlFor="pn-sqllab-save-description">
        {t('Description')}
      </label>
      <Input.TextArea
        id="pn-sqllab-save-description"
        value={description}
        autoSize={{ minRows: 3, maxRows: 8 }}
        onChange={(event) => setDescription(event.target.value)}
        data-testid="save-query-description"
      />
    </InputModal>
  );
}

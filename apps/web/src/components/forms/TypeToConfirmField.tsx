/**
 * The box where the user types a word (DELETE, OVERWRITE) to confirm a destructive action, so a
 * stray click or Enter alone never destroys anything.
 */
import { Input } from 'antd';
import { useId } from 'react';
import { t } from '../../i18n/t';

/** Whether the typed text is the word, ignoring case and surrounding blanks. */
export function confirmsWord(typed: string, word: string): boolean {
  return typed.trim().toUpperCase() === word.toUpperCase();
}

export interface TypeToConfirmFieldProps {
  /** The word to type, already translated. */
  word: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  onPressEnter?: () => void;
}

export function TypeToConfirmField({
  word,
  value,
  onChange,
  testId,
  onPressEnter,
}: TypeToConfirmFieldProps) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className="pn-form-label">
        {t('Type "%s" to confirm', word)}
      </label>
      <Input
        id={inputId}
        autoFocus
        autoComplete="off"
        value={value}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
        onPressEnter={onPressEnter}
      />
    </>
  );
}

/**
 * Copies text and says so in a toast; where the Clipboard API is missing (plain http on a
 * non-localhost host) or refuses, says 'Sorry, your browser does not support copying.'.
 */
import { useCallback } from 'react';
import { t } from '../i18n/t';
import { copyText } from './clipboardCopy';
import { useAppDispatch } from '../store/hooks';
import { dangerToastAdded, successToastAdded } from '../store/messageToastsSlice';

export function useCopyToClipboard(): (text: string, successMessage?: string) => Promise<boolean> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (text: string, successMessage = t('Copied to clipboard!')) => {
      const copied = await copyText(text);
      dispatch(
        copied
          ? successToastAdded(successMessage)
          : dangerToastAdded(t('Sorry, your browser does not support copying.')),
      );
      return copied;
    },
    [dispatch],
  );
}

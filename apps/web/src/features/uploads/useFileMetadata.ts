/**
 * The columns (and sheets) of the picked file, as the server reads them
 * (`POST /api/v1/database/upload_metadata/`), read again whenever the settings that decide the
 * header change. Nothing is asked while no file is picked or the preview is off.
 */
import { useEffect, useState } from 'react';
import { metadataFormData, type FileMetadataItem, type UploadFormValues } from './uploadForm';
import type { UploadKind } from './uploadKinds';
import { useReadFileMetadataMutation } from './uploadsApi';

export interface FileMetadataState {
  items: FileMetadataItem[];
  /** The last reading failed (the server's answer is in `error`). */
  failed: boolean;
  error: unknown;
}

export function useFileMetadata(
  kind: UploadKind,
  file: File | null,
  enabled: boolean,
  header: Pick<UploadFormValues, 'delimiter' | 'header_row'>,
): FileMetadataState {
  const [items, setItems] = useState<FileMetadataItem[]>([]);
  const [readMetadata, call] = useReadFileMetadataMutation();
  const { delimiter, header_row: headerRow } = header;
  useEffect(() => {
    if (file === null || !enabled) return;
    let current = true;
    readMetadata(metadataFormData(kind, file, { delimiter, header_row: headerRow }))
      .unwrap()
      .then((read) => {
        if (current) setItems(read);
      })
      .catch(() => {
        if (current) setItems([]);
      });
    return () => {
      current = false;
    };
  }, [file, enabled, kind, delimiter, headerRow, readMetadata]);
  const shown = file === null || !enabled ? [] : items;
  return { items: shown, failed: enabled && call.isError, error: call.error };
}

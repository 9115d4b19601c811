/**
 * Reads an upload's multipart body: one file and the text fields. The file is buffered up to
 * the size cap and no further: past it the answer is 413 before the rest is read, and a request
 * that announces a larger body is refused from its Content-Length alone.
 */
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '@panorama/core/errors/app-error';
import { fileTooLarge } from './upload-errors';
import type { FormFields } from './upload-options';
import type { UploadedFile } from './uploads.service';
import type { UploadKind } from './upload-types';

/** Room for the text fields and multipart framing on top of the file itself. */
export const FORM_OVERHEAD_BYTES = 1024 * 1024;

export interface UploadForm {
  file: UploadedFile | null;
  fields: FormFields;
}

/** The file's field: `file`, or the legacy per-kind names (`csv_file`, `excel_file`...). */
function isFileField(name: string, kind: UploadKind | undefined): boolean {
  if (name === 'file') return true;
  return kind !== undefined && name === `${kind}_file`;
}

function isTooLarge(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE';
}

export async function readUploadForm(
  request: FastifyRequest,
  maxFileBytes: number,
  kind?: UploadKind,
): Promise<UploadForm> {
  if (!request.isMultipart())
    throw new ValidationError({ file: ['Send the file as multipart/form-data.'] });
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > maxFileBytes + FORM_OVERHEAD_BYTES)
    throw fileTooLarge();
  const fields = new Map<string, string[]>();
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
      if (part.type === 'file') {
        // Read even when ignored, to drain it; the plugin stops at the size cap.
        const data = await part.toBuffer();
        if (file === null && isFileField(part.fieldname, kind))
          file = { filename: part.filename, data };
        continue;
      }
      if (part.valueTruncated)
        throw new ValidationError({ [part.fieldname]: ['The value is too long.'] });
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), value]);
    }
  } catch (err) {
    if (isTooLarge(err)) throw fileTooLarge();
    throw err;
  }
  return { file, fields };
}

export function requireFile(form: UploadForm): UploadedFile {
  if (form.file === null) throw new ValidationError({ file: ['Missing data for required field.'] });
  return form.file;
}

/**
 * The config files of an uploaded bundle, keyed by their bundle-relative names
 * (`metadata.yaml`, `databases/examples.yaml`...), as Superset's get_contents_from_bundle builds
 * them: a ZIP is read safely in memory (zip-reader.ts) and its root folder removed; the dashboard
 * and dataset endpoints also take one plain file, kept under its base name.
 */
import { UnprocessableError, ValidationError } from '@panorama/core/errors/app-error';
import { removeRoot } from './bundle-names';
import { RESOURCE_INFO, type BundleResource } from './bundle-resources';
import { NOT_A_ZIP, NO_VALID_FILES } from './command-errors';
import { BUNDLE_ZIP_LIMITS, looksLikeZip, readZipConfigFiles, type ZipLimits } from './zip-reader';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export async function bundleContents(
  upload: UploadedFile,
  resource: BundleResource,
  limits: ZipLimits = BUNDLE_ZIP_LIMITS,
): Promise<Map<string, string>> {
  const contents = new Map<string, string>();
  if (looksLikeZip(upload.data)) {
    for (const file of await readZipConfigFiles(upload.data, limits)) {
      const name = removeRoot(file.name);
      // `a/x.yaml` and `b/x.yaml` both become `x.yaml`: which one is meant is anyone's guess.
      if (contents.has(name))
        throw new ValidationError(`The ZIP file has two entries for ${JSON.stringify(name)}`);
      contents.set(name, file.text);
    }
  } else {
    if (!RESOURCE_INFO[resource].acceptsSingleFile) throw new UnprocessableError(NOT_A_ZIP);
    if (upload.data.length > limits.maxEntryBytes)
      throw new ValidationError(`The file is larger than ${limits.maxEntryBytes} bytes`);
    let text: string;
    try {
      text = utf8.decode(upload.data);
    } catch {
      throw new UnprocessableError('File has the incorrect format');
    }
    // Some browsers send a full client path; only its last part names the file.
    const base = upload.filename.split(/[\\/]/).pop() || 'upload.yaml';
    if (text.trim() !== '') contents.set(base, text);
  }
  if (contents.size === 0) throw new ValidationError(NO_VALID_FILES);
  return contents;
}

/**
 * File names inside a v1 bundle, as Superset builds them (superset/utils/file.py get_filename,
 * werkzeug's secure_filename), and the name of the export itself:
 * `<resource>_export_<YYYYmmddTHHMMSS>` for both the ZIP file and its root folder.
 */

/**
 * werkzeug's secure_filename: NFKD then ASCII only, path separators and whitespace runs become
 * `_`, anything but letters, digits, `_`, `.` and `-` is dropped, then leading and trailing `.`
 * and `_` are stripped.
 */
export function secureFilename(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\p{ASCII}]/gu, '');
  // Python's str.split() also splits on the ASCII separators 0x1c-0x1f, and werkzeug on `/`.
  const spaced = [...ascii]
    .map((ch) => {
      const code = ch.charCodeAt(0);
      return ch === '/' || (code >= 0x1c && code <= 0x1f) ? ' ' : ch;
    })
    .join('');
  const words = spaced.split(/\s+/).filter((w) => w !== '');
  return words
    .join('_')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/^[._]+|[._]+$/g, '');
}

/** `<slug>_<id>` (or `<slug>` with skipId); the bare id when the slug comes out empty. */
export function bundleFileStem(name: string, id: number, skipId = false): string {
  const slug = secureFilename(name);
  if (!slug) return String(id);
  return skipId ? slug : `${slug}_${id}`;
}

/** `YYYYmmddTHHMMSS` in UTC. */
export function exportTimestamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T` +
    `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  );
}

/** The root folder and (with `.zip`) file name of an export: `dashboard_export_20240101T120000`. */
export function exportRootName(resource: string, date: Date): string {
  return `${resource}_export_${exportTimestamp(date)}`;
}

/** Python's `datetime.now(tz=timezone.utc).isoformat()`: microseconds and `+00:00`. */
export function pythonIsoTimestamp(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000+00:00');
}

/**
 * The bundle-relative name of an archive member: the first path component (the export's root
 * folder) is removed, as Superset's remove_root does. Members with no folder keep their name, so
 * an archive of a bundle's contents (without its root folder) still imports.
 */
export function removeRoot(name: string): string {
  const slash = name.indexOf('/');
  return slash === -1 ? name : name.slice(slash + 1);
}

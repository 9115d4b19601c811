/**
 * Writes text to the clipboard. The Clipboard API only exists in secure contexts (https or
 * localhost) and the browser may refuse it; both come back as `false` so the caller can say so.
 */

export interface ClipboardLike {
  writeText: (text: string) => Promise<void>;
}

export function browserClipboard(): ClipboardLike | undefined {
  // `navigator.clipboard` is typed as always present but is undefined on plain http.
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator.clipboard as ClipboardLike | undefined);
}

export async function copyText(
  text: string,
  clipboard: ClipboardLike | undefined = browserClipboard(),
): Promise<boolean> {
  if (!clipboard || typeof clipboard.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The single translation entry point for user-visible strings. Only English exists for now, so
 * the message itself is the key and the lookup is the identity; keeping every string behind `t()`
 * means adding a catalogue later touches one file, not every screen.
 */

/**
 * Returns the (translated) message with each `%s` replaced, in order, by the next argument.
 * `%%` produces a literal percent sign. Missing arguments leave their `%s` visible so a
 * mistake shows up in the UI instead of silently printing "undefined".
 */
export function t(message: string, ...args: ReadonlyArray<string | number>): string {
  let next = 0;
  return message.replace(/%%|%s/g, (token) => {
    if (token === '%%') return '%';
    if (next >= args.length) return token;
    const value = args[next];
    next += 1;
    return String(value);
  });
}

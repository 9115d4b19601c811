/** The text of an error report: message, JavaScript stack and React component stack. */
export function errorDetails(error: unknown, componentStack?: string): string {
  if (!(error instanceof Error)) return appendComponentStack(String(error), componentStack);
  const headline = `${error.name}: ${error.message}`;
  // V8 stacks start with the headline; other engines (Firefox, Safari) list only the frames.
  const body = error.stack
    ? error.stack.startsWith(headline)
      ? error.stack
      : `${headline}\n${error.stack}`
    : headline;
  return appendComponentStack(body, componentStack);
}

function appendComponentStack(text: string, componentStack: string | undefined): string {
  return componentStack ? `${text}\n\nComponent stack:${componentStack}` : text;
}

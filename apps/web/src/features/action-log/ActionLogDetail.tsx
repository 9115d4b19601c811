/** An action log entry's JSON detail as `key: value` lines; text that is not JSON as it is. */
import { useMemo } from 'react';

function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function ActionLogDetail({ json }: { json: string | null }) {
  const entries = useMemo(() => {
    if (!json) return null;
    try {
      const parsed: unknown = JSON.parse(json);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return Object.entries(parsed as Record<string, unknown>);
      }
    } catch {
      // Older rows may hold free text; it is shown as stored.
    }
    return [['', json]] as [string, unknown][];
  }, [json]);
  if (!entries) return null;
  return (
    <dl className="pn-action-log-detail" data-testid="action-log-detail">
      {entries.map(([key, value]) => (
        <div key={key}>
          {key && <dt>{key}</dt>}
          <dd>{valueText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

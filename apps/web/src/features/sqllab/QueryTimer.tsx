/** The elapsed time of a running query, ticking, in Superset's `HH:MM:SS.hh`. */
import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { elapsedMs, formatElapsed } from './queryPolling';
import type { QueryRecord } from './sqllabTypes';

const TICK_MS = 30;

export function QueryTimer({ query }: { query: Pick<QueryRecord, 'startDttm' | 'endDttm'> }) {
  const [now, setNow] = useState(() => Date.now());
  const running = query.endDttm === null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return (
    <Tag
      color={running ? 'processing' : 'default'}
      className="pn-sqllab-timer"
      data-testid="query-timer"
    >
      {formatElapsed(elapsedMs(query, now))}
    </Tag>
  );
}

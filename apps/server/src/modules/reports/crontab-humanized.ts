/**
 * `crontab_humanized` of the report list: common five-field schedules in words (Superset uses
 * cron_descriptor); anything this does not recognise is shown as the crontab itself, never a
 * wrong sentence.
 */
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function isNumber(text: string | undefined, max: number): text is string {
  return text !== undefined && /^\d{1,2}$/.test(text) && Number(text) <= max;
}

function clock(hour: string, minute: string): string {
  const h = Number(hour);
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(h12).padStart(2, '0')}:${minute.padStart(2, '0')} ${suffix}`;
}

function dayPart(dom: string, month: string, dow: string): string | null {
  if (month !== '*') return null;
  if (dom === '*' && dow === '*') return '';
  if (dom === '*' && /^[0-6]-[0-6]$/.test(dow)) {
    const [from, to] = dow.split('-').map(Number) as [number, number];
    return `, ${DAYS[from]} through ${DAYS[to]}`;
  }
  if (dom === '*' && /^[0-7]$/.test(dow)) return `, only on ${DAYS[Number(dow) % 7]}`;
  if (dow === '*' && isNumber(dom, 31) && Number(dom) >= 1) return `, on day ${dom} of the month`;
  return null;
}

export function humanizeCrontab(crontab: string): string {
  const parts = crontab.trim().split(/\s+/);
  if (parts.length !== 5) return crontab;
  const [minute, hour, dom, month, dow] = parts as [string, string, string, string, string];
  const days = dayPart(dom, month, dow);
  if (days === null) return crontab;
  if (minute === '*' && hour === '*') return `Every minute${days}`;
  const every = /^\*\/(\d{1,2})$/.exec(minute);
  if (every && hour === '*') return `Every ${every[1]} minutes${days}`;
  if (isNumber(minute, 59) && hour === '*') return `At ${minute} minutes past the hour${days}`;
  if (isNumber(minute, 59) && isNumber(hour, 23)) return `At ${clock(hour, minute)}${days}`;
  return crontab;
}

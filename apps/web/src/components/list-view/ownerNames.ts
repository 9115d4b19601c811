/** How owners are shown in avatar groups: initials, a stable colour and the full name. */

/** An avatar group shows at most 4 users, then "+N", so a row keeps its height. */
export const MAX_AVATARS = 4;

export interface OwnerRef {
  id: number;
  first_name?: string | null;
  last_name?: string | null;
  username?: string | null;
}

export function ownerName(owner: OwnerRef): string {
  const full = `${owner.first_name ?? ''} ${owner.last_name ?? ''}`.trim();
  return full !== '' ? full : (owner.username ?? `#${owner.id}`);
}

/** "Ada Lovelace" → "AL"; a single name gives one letter; no name gives "?". */
export function ownerInitials(owner: OwnerRef): string {
  const first = (owner.first_name ?? '').trim();
  const last = (owner.last_name ?? '').trim();
  const letters = `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
  if (letters !== '') return letters;
  return (owner.username ?? '').trim().charAt(0).toUpperCase() || '?';
}

/** Muted colours that keep white initials readable (contrast of at least 4.5:1). */
const AVATAR_COLORS = ['#0f7b8a', '#5b5fc7', '#b4530f', '#2f7d32', '#a23b72', '#44617b', '#8a5a00'];

/** The same user always gets the same colour, on every list. */
export function ownerColor(owner: Pick<OwnerRef, 'id'>): string {
  const index = Math.abs(Math.trunc(owner.id)) % AVATAR_COLORS.length;
  return AVATAR_COLORS[index] ?? '#0f7b8a';
}

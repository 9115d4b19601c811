/**
 * Who a filter set belongs to: a user's private set ('User', owner_id is the user) or a set
 * shared on the dashboard ('Dashboard', owner_id is the dashboard).
 */
export const USER_OWNER_TYPE = 'User';
export const DASHBOARD_OWNER_TYPE = 'Dashboard';
export const OWNER_TYPES = [USER_OWNER_TYPE, DASHBOARD_OWNER_TYPE] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

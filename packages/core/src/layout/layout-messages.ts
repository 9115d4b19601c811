/**
 * Messages layout edits return. They are English message keys: the web shows them through its
 * `t()`. The first four are Superset's exact strings (users and tests match on them); the others
 * are refusals the editor never triggers through its own drop rules but a stale or hand-made action
 * can.
 */

export const NOT_ENOUGH_SPACE_MESSAGE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';
export const TOP_LEVEL_TABS_MESSAGE = 'Can not move top level tab into nested tabs';
export const FILTER_SCOPE_CHANGED_WARNING =
  'This chart has been moved to a different filter scope.';
/** Superset's named-placeholder form; `undoLimitWarning` fills it in. */
export const UNDO_LIMIT_WARNING =
  'You have used all %(historyLength)s undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.';

export const COMPONENT_MISSING_MESSAGE = 'This component is no longer on the dashboard.';
export const COMPONENT_LOCKED_MESSAGE = 'This component cannot be moved or deleted.';
export const INVALID_DROP_MESSAGE = 'This component cannot be placed here.';
export const NOT_RESIZABLE_MESSAGE = 'This component cannot be resized.';
export const DUPLICATE_COMPONENT_MESSAGE = 'This component is already on the dashboard.';

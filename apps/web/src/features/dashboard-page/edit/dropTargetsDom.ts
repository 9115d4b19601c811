/**
 * Reading drop targets from the page: every layout component in edit mode carries
 * `data-edit-frame-id` (EditFrame, EditTabLabel), so the components under the pointer are the
 * element there and its marked ancestors, innermost first. A tab's title in the tab bar of a
 * tabs component stands for that tab (the tab bar keys its titles by tab id), so a component
 * dropped on a title goes into that tab even while the tab is not shown.
 */
import type { Box, DropCandidate, Point } from './dropResolution';

export const FRAME_ID_ATTRIBUTE = 'data-edit-frame-id';
const TAB_TITLE_KEY = 'data-node-key';
const TARGET_SELECTOR = `[${FRAME_ID_ATTRIBUTE}], [data-edit-type="TABS"] [${TAB_TITLE_KEY}]`;

function targetIdOf(element: Element): string | null {
  return element.getAttribute(FRAME_ID_ATTRIBUTE) ?? element.getAttribute(TAB_TITLE_KEY);
}

export function dropCandidatesAt(point: Point): DropCandidate[] {
  const hit = document.elementFromPoint(point.x, point.y);
  const candidates: DropCandidate[] = [];
  let element = hit?.closest(TARGET_SELECTOR) ?? null;
  while (element) {
    const id = targetIdOf(element);
    if (id) candidates.push({ id, rect: element.getBoundingClientRect() });
    element = element.parentElement?.closest(TARGET_SELECTOR) ?? null;
  }
  return candidates;
}

/**
 * The on-screen box of a component, when it is on screen (a hidden tab's content is not; its
 * title in the tab bar is).
 */
export function frameRectOf(id: string): Box | null {
  const value = CSS.escape(id);
  const element =
    document.querySelector(`[data-edit-type="TABS"] [${TAB_TITLE_KEY}="${value}"]`) ??
    document.querySelector(`[${FRAME_ID_ATTRIBUTE}="${value}"]`);
  const rect = element?.getBoundingClientRect();
  // A kept-but-hidden tab pane measures 0 × 0: it is not on screen.
  return rect && (rect.width > 0 || rect.height > 0) ? rect : null;
}

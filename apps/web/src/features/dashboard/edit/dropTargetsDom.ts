/**
 * Reading drop targets from the page: every layout component in edit mode carries
 * `data-edit-frame-id` (EditFrame, EditTabLabel), so the components under the pointer are the
 * element there and its marked ancestors, innermost first.
 */
import type { Box, DropCandidate, Point } from './dropResolution';

export const FRAME_ID_ATTRIBUTE = 'data-edit-frame-id';
const FRAME_SELECTOR = `[${FRAME_ID_ATTRIBUTE}]`;

export function dropCandidatesAt(point: Point): DropCandidate[] {
  const hit = document.elementFromPoint(point.x, point.y);
  const candidates: DropCandidate[] = [];
  let element = hit?.closest(FRAME_SELECTOR) ?? null;
  while (element) {
    const id = element.getAttribute(FRAME_ID_ATTRIBUTE);
    if (id) candidates.push({ id, rect: element.getBoundingClientRect() });
    element = element.parentElement?.closest(FRAME_SELECTOR) ?? null;
  }
  return candidates;
}

/** The on-screen box of a component, when it is rendered (a hidden tab's content is not). */
export function frameRectOf(id: string): Box | null {
  const element = document.querySelector(`[${FRAME_ID_ATTRIBUTE}="${CSS.escape(id)}"]`);
  return element ? element.getBoundingClientRect() : null;
}

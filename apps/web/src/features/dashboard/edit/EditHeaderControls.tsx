/**
 * Edit mode's controls in the dashboard header, left of Discard and Save (undo, redo and the
 * like). Edit mode's interactions live in this folder; this is where they join the header.
 */
export function EditHeaderControls() {
  return null;
}

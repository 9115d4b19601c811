/**
 * Edit mode's side panel beside the dashboard (the palette of new components and saved
 * charts). Edit mode's interactions live in this folder; this is where they join the page.
 */
export function EditSidePanel() {
  return null;
}

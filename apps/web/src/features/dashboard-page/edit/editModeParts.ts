/**
 * Everything edit mode renders lazily (see lazyEditModeParts), in one module so that entering
 * edit mode downloads one chunk: the layer beside the grid (drag and drop, side panel), each
 * component's toolbar and resize handles, the header's undo and redo, the background menus,
 * and the in-place editors of titles, headers and markdown.
 */
export { EditHeaderControls } from './EditHeaderControls';
export { EditModeLayer } from './EditModeLayer';
export { EditToolbar } from './EditToolbar';
export { ResizeHandles } from './ResizeHandles';
export { BackgroundMenu } from '../components/BackgroundMenu';
export { HeaderEditTools } from '../components/HeaderEditTools';
export { InlineTextInput } from '../components/InlineTextInput';
export { MarkdownModeSwitch } from '../components/MarkdownModeSwitch';
export { MarkdownSourceEditor } from '../components/MarkdownSourceEditor';

/**
 * Edit mode's parts as components that load on first render (all from editModeParts, one
 * chunk). View-mode code renders these, inside <Suspense>, only in edit mode, so viewing a
 * dashboard never downloads them.
 */
import { lazyComponent } from '../../../components/lazyComponent';

const parts = () => import('./editModeParts');

export const EditModeLayer = lazyComponent(() => parts().then((m) => m.EditModeLayer));
export const EditToolbar = lazyComponent(() => parts().then((m) => m.EditToolbar));
export const ResizeHandles = lazyComponent(() => parts().then((m) => m.ResizeHandles));
export const EditHeaderControls = lazyComponent(() => parts().then((m) => m.EditHeaderControls));
export const BackgroundMenu = lazyComponent(() => parts().then((m) => m.BackgroundMenu));
export const HeaderEditTools = lazyComponent(() => parts().then((m) => m.HeaderEditTools));
export const InlineTextInput = lazyComponent(() => parts().then((m) => m.InlineTextInput));
export const MarkdownModeSwitch = lazyComponent(() => parts().then((m) => m.MarkdownModeSwitch));
export const MarkdownSourceEditor = lazyComponent(() =>
  parts().then((m) => m.MarkdownSourceEditor),
);

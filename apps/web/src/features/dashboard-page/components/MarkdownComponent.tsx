/**
 * MARKDOWN: user-written markdown, `meta.width` columns (the column's width when it stands
 * directly in a column) by `meta.height` × 8 px, rendered safely under the server's markdown
 * settings (HTML_SANITIZATION, HTML_SANITIZATION_SCHEMA_EXTENSIONS). Edit mode switches between the
 * source (a text area) and the preview; the switch and the text area come with edit mode's code.
 * The source is written back as one undoable edit when the text area loses focus. As in
 * Superset, a click on the preview in edit mode opens the source, and a click anywhere outside
 * the component goes back to the preview.
 */
import { Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { t } from '../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { MarkdownModeSwitch, MarkdownSourceEditor } from '../edit/lazyEditModeParts';
import { LazyMarkdownHtml } from '../markdown/LazyMarkdownHtml';
import { useMarkdownSanitization } from '../markdown/useMarkdownSanitization';
import { componentMetaUpdated } from '../state/dashboardLayoutSlice';
import { heightPx, useGridGeometry, widthPx } from './gridGeometry';
import type { MarkdownMode } from './MarkdownModeSwitch';
import { useDrawnWidth } from './useDrawnWidth';

/** What a new markdown component shows until someone writes in it. */
function defaultMarkdown(): string {
  return t(
    '# ✨Header 1\n## ✨Header 2\n### ✨Header 3\n\nClick here to learn more about [markdown formatting](https://bit.ly/1dQOfRK)',
  );
}

export function MarkdownComponent({
  item,
  parentId,
}: {
  item: LayoutItem;
  parentId: string | null;
}) {
  const dispatch = useAppDispatch();
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  const { columnUnit } = useGridGeometry();
  const width = useDrawnWidth(item, parentId);
  const sanitization = useMarkdownSanitization();
  const [mode, setMode] = useState<MarkdownMode>('preview');
  const [draft, setDraft] = useState<string | null>(null);
  const code = typeof item.meta.code === 'string' ? item.meta.code : defaultMarkdown();
  const editing = editMode && mode === 'edit';
  const root = useRef<HTMLDivElement>(null);

  const commit = () => {
    if (draft !== null && draft !== code) {
      dispatch(componentMetaUpdated(item.id, { code: draft }));
    }
    setDraft(null);
  };

  const leaveOnOutsidePointer = useEffectEvent((event: PointerEvent) => {
    if (root.current?.contains(event.target as Node)) return;
    // The text area goes away before it could lose focus, so what was typed is written here.
    commit();
    setMode('preview');
  });
  useEffect(() => {
    if (!editing) return undefined;
    document.addEventListener('pointerdown', leaveOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', leaveOnOutsidePointer);
  }, [editing]);

  const preview = (
    <LazyMarkdownHtml
      markdown={code}
      sanitization={sanitization}
      className="pn-dash-markdown-preview"
      data-testid="markdown-preview"
    />
  );

  return (
    <div
      ref={root}
      className="pn-dash-markdown"
      data-component-id={item.id}
      data-testid="dashboard-markdown"
      style={{ width: widthPx(width, columnUnit), height: heightPx(item.meta.height) }}
    >
      {editMode && (
        <Suspense fallback={null}>
          <MarkdownModeSwitch
            mode={mode}
            onChange={(next) => {
              if (next === 'preview') commit();
              setMode(next);
            }}
          />
        </Suspense>
      )}
      {editing ? (
        <Suspense fallback={preview}>
          <MarkdownSourceEditor value={draft ?? code} onChange={setDraft} onCommit={commit} />
        </Suspense>
      ) : editMode ? (
        <div className="pn-dash-markdown-open" onClick={() => setMode('edit')}>
          {preview}
        </div>
      ) : (
        preview
      )}
    </div>
  );
}

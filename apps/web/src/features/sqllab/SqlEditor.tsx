/**
 * The SQL editor (CodeMirror 6): highlighting in the database's dialect, completion of keywords,
 * schemas, tables and the columns of tables the SQL names, and Ctrl/Cmd+Enter to run (the
 * selection when there is one). The page hands in what to complete; this only wires CodeMirror.
 */
import { closeCompletion } from '@codemirror/autocomplete';
import type { Completion } from '@codemirror/autocomplete';
import { sql } from '@codemirror/lang-sql';
import type { SQLNamespace } from '@codemirror/lang-sql';
import { Prec } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import type { ViewUpdate } from '@codemirror/view';
import CodeMirror from '@uiw/react-codemirror';
import { useEffect, useMemo, useRef } from 'react';
import { t } from '../../i18n/t';
import { columnCompletionSource, dialectFor } from './sqlCompletion';

export interface SqlEditorProps {
  value: string;
  onChange: (sql: string) => void;
  /** Ctrl/Cmd+Enter. */
  onRun: () => void;
  onSelectionChange: (hasSelection: boolean) => void;
  onViewReady: (view: EditorView | null) => void;
  backend: string | null;
  namespace: SQLNamespace;
  defaultSchema: string | null;
  columnOptions: readonly Completion[];
}

const RUN_EVENT = 'pn-sqllab-run';

const runKeys = Prec.highest(
  keymap.of([
    {
      key: 'Mod-Enter',
      preventDefault: true,
      run: (view) => {
        // A completion list left open over the editor only gets in the way once the query runs.
        closeCompletion(view);
        view.dom.dispatchEvent(new CustomEvent(RUN_EVENT, { bubbles: true }));
        return true;
      },
    },
  ]),
);

const editorTheme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px' },
  '.cm-scroller': {
    fontFamily: 'var(--pn-font-mono, ui-monospace, SFMono-Regular, Menlo, monospace)',
  },
});

export function SqlEditor({
  value,
  onChange,
  onRun,
  onSelectionChange,
  onViewReady,
  backend,
  namespace,
  defaultSchema,
  columnOptions,
}: SqlEditorProps) {
  // The keymap is static; it tells the page through a DOM event so it never holds a stale onRun.
  const wrapperRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const handler = () => onRun();
    wrapper.addEventListener(RUN_EVENT, handler);
    return () => wrapper.removeEventListener(RUN_EVENT, handler);
  }, [onRun]);

  const language = useMemo(() => {
    const support = sql({
      dialect: dialectFor(backend),
      schema: namespace,
      defaultSchema: defaultSchema ?? undefined,
      upperCaseKeywords: true,
    });
    return [
      support,
      support.language.data.of({ autocomplete: columnCompletionSource(columnOptions) }),
    ];
  }, [backend, namespace, defaultSchema, columnOptions]);

  const extensions = useMemo(
    () => [runKeys, ...language, editorTheme, EditorView.lineWrapping],
    [language],
  );

  const handleUpdate = (update: ViewUpdate) => {
    if (update.selectionSet || update.docChanged)
      onSelectionChange(!update.state.selection.main.empty);
  };

  return (
    <div ref={wrapperRef} className="pn-sqllab-editor" data-testid="sqllab-editor">
      <CodeMirror
        value={value}
        height="100%"
        extensions={extensions}
        onChange={onChange}
        onUpdate={handleUpdate}
        onCreateEditor={(view) => onViewReady(view)}
        placeholder={t('SELECT ...')}
        aria-label={t('SQL editor')}
        basicSetup={{ foldGutter: false, highlightActiveLine: true }}
      />
    </div>
  );
}

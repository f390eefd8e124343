import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { yaml } from '@codemirror/lang-yaml';
import { bracketMatching, indentOnInput } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { codeEditorTheme } from './codeEditorTheme';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** The accessible name of the editing area. */
  label: string;
  /** Highlights YAML (JSON is YAML too); plain text otherwise. */
  language?: 'yaml' | 'text';
  readOnly?: boolean;
  height?: number | string;
}

/**
 * A CodeMirror 6 editor. Tab is left to the browser so keyboard users can leave the editor;
 * Mod-] and Mod-[ indent. Changes of `value` from outside replace the text.
 */
export function CodeEditor({
  value,
  onChange,
  label,
  language = 'yaml',
  readOnly = false,
  height = 400,
}: CodeEditorProps) {
  const { palette } = useTheme();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const themeCompartment = useRef(new Compartment());
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // One view per mounted editor; value, theme and language changes reach it through effects.
  useEffect(() => {
    if (!host.current) return undefined;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          drawSelection(),
          history(),
          indentOnInput(),
          bracketMatching(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          language === 'yaml' ? yaml() : [],
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          themeCompartment.current.of(codeEditorTheme(palette)),
          EditorView.updateListener.of(update => {
            if (update.docChanged) onChangeRef.current?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = undefined;
    };
    // The initial value and palette are applied by the effects below afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label, language, readOnly]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: themeCompartment.current.reconfigure(codeEditorTheme(palette)),
    });
  }, [palette]);

  return (
    <Box
      ref={host}
      sx={{
        height,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        '& .cm-editor': { height: '100%' },
      }}
    />
  );
}

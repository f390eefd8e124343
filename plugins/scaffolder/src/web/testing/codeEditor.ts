import { EditorView } from '@codemirror/view';
import { act, screen } from '@testing-library/react';

// jsdom lays nothing out: CodeMirror measures text ranges when it scrolls the cursor into view,
// and jsdom's Range has no rects. Empty ones are what a hidden element has in a browser.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const rangePrototype = Range.prototype as Partial<Range>;
if (!rangePrototype.getClientRects) {
  rangePrototype.getClientRects = emptyRects;
  rangePrototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
}

/** The CodeMirror view of the editor whose editing area has this accessible name. */
export function editorView(name: string): EditorView {
  const view = EditorView.findFromDOM(screen.getByRole('textbox', { name }));
  if (!view) throw new Error(`No code editor named ${name}`);
  return view;
}

/** Replaces the editor's text the way typing ends up: as a transaction of its view. */
export function editCode(name: string, change: string | ((text: string) => string)): void {
  const view = editorView(name);
  const current = view.state.doc.toString();
  const text = typeof change === 'string' ? change : change(current);
  act(() => {
    view.dispatch({ changes: { from: 0, to: current.length, insert: text } });
  });
}

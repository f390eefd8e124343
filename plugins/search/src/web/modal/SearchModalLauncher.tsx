import { lazy, Suspense, useEffect, useState } from 'react';
import { isTypingTarget } from './isTypingTarget';

// The dialog and its results load on first use; every page only carries the key handler.
const SearchModal = lazy(() =>
  import('./SearchModal').then(module => ({ default: module.SearchModal })),
);

/**
 * Opens the search modal from anywhere: Ctrl+K (Cmd+K on a Mac) always, `/` when not typing in a
 * field. Rendered once for the whole app.
 */
export function SearchModalLauncher() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTypingTarget(event.target);
      if (!commandK && !slash) return;
      // Ctrl+K is the browser's own search shortcut, `/` its quick find.
      event.preventDefault();
      setOpen(true);
      setUsed(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  if (!used) return undefined;
  return (
    <Suspense fallback={null}>
      <SearchModal open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

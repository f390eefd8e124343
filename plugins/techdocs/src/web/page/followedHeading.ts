import { useEffect, useState, type RefObject } from 'react';

/** How long the table of contents waits after scrolling stops before it follows (spec 001 §9). */
export const TOC_FOLLOW_DELAY_MS = 200;

/** How far below the window's top a heading counts as reached: about one line of heading. */
const REACHED_OFFSET_PX = 96;

/**
 * The heading the reader is at: the last one whose top has scrolled above `offsetPx`, or the
 * first heading while none has.
 */
export function followedHeading(
  headings: ReadonlyArray<{ id: string; top: number }>,
  offsetPx = REACHED_OFFSET_PX,
): string | undefined {
  let followed = headings[0]?.id;
  for (const heading of headings) {
    if (heading.top <= offsetPx) followed = heading.id;
  }
  return followed;
}

/** Follows the headings `ids` of the article in `root` as the window scrolls. */
export function useFollowedHeading(
  root: RefObject<HTMLElement | null>,
  ids: readonly string[],
): string | undefined {
  const [followed, setFollowed] = useState<string>();
  const key = ids.join('\n');

  useEffect(() => {
    const wanted = key ? key.split('\n') : [];
    const measure = () => {
      const element = root.current;
      const headings = wanted.flatMap(id => {
        const heading = element?.ownerDocument.getElementById(id);
        return heading && element?.contains(heading)
          ? [{ id, top: heading.getBoundingClientRect().top }]
          : [];
      });
      setFollowed(followedHeading(headings));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, TOC_FOLLOW_DELAY_MS);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [root, key]);

  return followed;
}

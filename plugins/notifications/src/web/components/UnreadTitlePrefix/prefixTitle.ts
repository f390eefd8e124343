const PREFIX = /^\(\d+\) /;

/** `title` with the unread count in front, as mail clients show it; any earlier count replaced. */
export function prefixTitle(title: string, unread: number): string {
  const bare = title.replace(PREFIX, '');
  return unread > 0 ? `(${unread}) ${bare}` : bare;
}

/** The badge's text: the count, or '99+' above 99 so the badge keeps its width. */
export function formatUnreadCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

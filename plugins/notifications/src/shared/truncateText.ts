/**
 * The first `max` characters and '…' when the text is longer: titles on a snackbar, error
 * messages in a notification's description (the page it links to has the whole text).
 */
export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

import { truncateText } from '../../../shared/truncateText';
import { SNACKBAR_TITLE_MAX } from '../../notificationsConstants';

/** The title cut at `max` characters with '…' after it, so the snackbar stays one line or two. */
export function truncateTitle(title: string, max = SNACKBAR_TITLE_MAX): string {
  return truncateText(title, max);
}

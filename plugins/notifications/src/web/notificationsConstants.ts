export const NOTIFICATIONS_PATH = '/notifications';

export const NO_NOTIFICATIONS = 'No notifications';
export const MARK_READ_ERROR = 'Failed to mark notification as read';
export const FETCH_NOTIFICATION_ERROR = 'Failed to fetch notification';

/** How long the snackbar of a new notification stays. */
export const SNACKBAR_AUTO_HIDE_MS = 10_000;
/** Longer titles are cut in the snackbar. */
export const SNACKBAR_TITLE_MAX = 50;

/** Rows of one page of the list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

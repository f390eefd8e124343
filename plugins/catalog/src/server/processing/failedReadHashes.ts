/**
 * Content hashes kept for a source whose last read failed. Neither is hexadecimal, so the next
 * read is processed in full whatever it holds; they also tell an unreadable target from a file
 * that was read but did not parse, the failure its entities' owners are told about.
 */
export const READ_FAILED_HASH = 'read-failed';
export const UNPARSABLE_HASH = 'unparsable';

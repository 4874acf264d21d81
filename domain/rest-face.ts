/**
 * The header in which a write of the REST face (/api/rest) carries its message ('Se reactivó al estudiante…'):
 * the answer's body is exactly the record getOne reads, so what the write has to say travels beside it,
 * percent-encoded (encodeURIComponent) because header values are not UTF-8.
 */
export const WRITE_MESSAGE_HEADER = 'X-Message';

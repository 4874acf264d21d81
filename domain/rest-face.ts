/**
 * The header in which a write of the REST face (/api/rest) carries its message ('Se reactivó al estudiante…'):
 * the answer's body is exactly the record getOne reads, so what the write has to say travels beside it,
 * percent-encoded (encodeURIComponent) because header values are not UTF-8.
 */
export const WRITE_MESSAGE_HEADER = 'X-Message';

/**
 * How many enrolments one list request of a group may return: the group's page shows all its students at once
 * (spec 02: tables have no paging), rendered virtualised beyond a couple of hundred. The REST face's default cap
 * is 500 rows, which cut a larger group short.
 */
export const GROUP_STUDENTS_MAX = 5_000;

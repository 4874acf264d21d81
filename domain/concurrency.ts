/**
 * Optimistic concurrency: every editable record carries a `version` that each write increments;
 * a save names the version it was made from, and a save from an older one is refused with this text.
 * Shared so the API's 409 and the admin's recovery speak the same words.
 */
export const RECORD_CHANGED = 'El registro fue modificado por otro usuario. Vuelva a cargar los datos.';

/** The field that carries a record's version in answers and in saves. */
export const VERSION_FIELD = 'version';

/**
 * One vocabulary for voiding money records — monthly-fee and lesson payments, incomes, expenses — on every screen,
 * PDF, the audit trail and the public verification page (docs/DOMAIN.md "Vocabulary"). The specification's own
 * words stay where it puts them: the cashier's 'Eliminar' and its confirmations, 'Se elimino …', and the income
 * confirmation '¿Esta seguro de desactivar el tipo de ingreso …?'. Catalogues, people and academic records keep
 * 'Desactivar' / 'Activar' and 'Activo' / 'Inactivo': they are not voided, they are switched off.
 */
export const VOIDING = {
  /** The administrator's act, and its reversal. */
  act: 'Anular',
  undo: 'Reactivar',
  /** The state of a voided record, and of one that is not. */
  state: 'Anulado',
  live: 'Vigente',
  /** The same states in capitals: PDFs and the verification page. */
  stateCaps: 'ANULADO',
  liveCaps: 'VIGENTE',
  /** The acts as nouns (the audit trail). */
  actNoun: 'Anulación',
  undoNoun: 'Reactivación',
  /** The past tense of the server's message 'Se {verb} el pago correctamente' (accents as the specification's 'Se elimino'). */
  actPast: 'anulo',
  undoPast: 'reactivo',
} as const;

/** The records voided rather than deactivated (audit entities). */
export const VOIDABLE_ENTITIES: ReadonlySet<string> = new Set(['payments', 'incomes', 'expenses']);

/** Strings of the teacher's calendar link on the calendar page (beyond the spec). */
export const calendarFeedMessages = {
  button: 'Enlace de calendario',
  title: 'Enlace de calendario',
  explain:
    'Agregue este enlace al calendario del teléfono (Google Calendar, Calendario de Apple u Outlook: "Suscribirse a un calendario" o "Desde URL") para ver las clases y bloqueos del semestre en curso (sin semestre en curso, de 2 semanas atrás a 8 semanas adelante), con el nombre y la inicial del apellido de cada estudiante. Si el profesor es dado de baja, el enlace deja de funcionar y al reactivarlo debe crearse uno nuevo. Los cambios aparecen en la siguiente actualización del teléfono.',
  private: 'Quien tenga el enlace ve el horario: no lo comparta.',
  none: 'No hay un enlace activo.',
  active:
    'Hay un enlace activo, creado el %{date}. Por seguridad no se vuelve a mostrar: si lo perdió, cree uno nuevo (el anterior deja de funcionar).',
  link: 'Enlace',
  create: 'Crear enlace',
  replace: 'Crear nuevo enlace',
  copy: 'Copiar',
  copied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar: seleccione el enlace y cópielo.',
  revoke: 'Revocar enlace',
  revokeQuestion: '¿Está seguro de revocar el enlace? Dejará de funcionar de inmediato.',
} as const;

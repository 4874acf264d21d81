/** Why a backup is refused: one Spanish line each, printed by npm run restore. */
export const REFUSED = {
  missingFile: (file: string) => `No existe el archivo de respaldo: ${file}.`,
  notSqlite: 'El archivo no es una base de datos SQLite: no es un respaldo de esta aplicación.',
  damaged: 'El archivo está dañado o incompleto: la verificación de integridad de SQLite falló.',
  sealBroken: 'El archivo está dañado o fue modificado: no coincide la suma de verificación del archivo completo.',
  noManifest: 'El archivo está vacío, incompleto o no es un respaldo de esta aplicación: no tiene manifiesto.',
  badManifest: 'El manifiesto del respaldo no es válido: el archivo fue modificado o no es de esta aplicación.',
  otherEngine: (engine: string) =>
    `El respaldo es de otro motor de base de datos (${engine}): restáurelo en uno igual.`,
  unknownMigration: (migration: string) =>
    `El respaldo es de una versión que esta aplicación no conoce (migración ${migration}): actualice la aplicación antes de restaurar.`,
  modified: (what: string) => `El respaldo fue modificado o está incompleto: no coincide ${what}.`,
  notOurDump:
    'El archivo no es un respaldo de esta aplicación (por ejemplo, un volcado de mysqldump): no se restaura. Use un archivo descargado desde Respaldo o creado con npm run backup.',
  clientCommand: (line: number) =>
    `El respaldo contiene un comando del cliente mysql en la línea ${line}: no se ejecuta ni se restaura.`,
  unexpectedStatement: (line: number) =>
    `El respaldo contiene en la línea ${line} una sentencia que un respaldo de esta aplicación no lleva.`,
  notEmpty: 'La base de datos de destino no está vacía: restaure en una base nueva.',
  targetUnreadable: 'La base de datos de destino no es una base SQLite legible: indique un archivo nuevo.',
} as const;

/** A backup that is not restored: the target was left exactly as it was. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

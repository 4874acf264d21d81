import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appMessages } from '../../admin/src/i18n/esApp.js';

it('the Respaldo page and the operations guide say the same: what a backup holds and that it is kept like a key', () => {
  const sentence = appMessages.backup.keep;
  expect(sentence).toMatch(
    /datos personales de los estudiantes.*hashes de las contraseñas del personal.*como una llave/,
  );
  const guide = readFileSync(path.join(import.meta.dirname, '../../docs/OPERATIONS.md'), 'utf8');
  expect(guide.slice(guide.indexOf('## Respaldo'))).toContain(sentence);
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appMessages } from '../../admin/src/i18n/esApp.js';

it('the Respaldo page and the README say the same: what a backup holds and that it is kept like a key', () => {
  const sentence = appMessages.backup.keep;
  expect(sentence).toMatch(/datos personales de los estudiantes.*hashes de las contraseñas del personal.*como una llave/);
  const readme = readFileSync(path.join(import.meta.dirname, '../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Operación'));
  expect(section.slice(section.indexOf('### Respaldo'))).toContain(sentence);
});


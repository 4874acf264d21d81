import { expect, test } from '@playwright/test';
import englishMessages from 'ra-language-english';
import { spanishMessages } from '../../admin/src/i18n/es';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Identical in both languages, or pure placeholders. */
const SAME_IN_SPANISH = new Set([
  'ra.boolean.null',
  'ra.boolean.false',
  'ra.message.no',
  'ra.page.list',
  'ra.page.edit',
  'ra.page.show',
  'ra.configurable.inspector.title',
  'ra.auth.email',
]);

test('every react-admin message has a Spanish text', () => {
  const spanish = new Map(leaves(spanishMessages as unknown as Tree));
  const missing: string[] = [];
  for (const [key, english] of leaves(englishMessages as unknown as Tree)) {
    const value = spanish.get(key);
    if (value === undefined || (value === english && !SAME_IN_SPANISH.has(key))) missing.push(key);
  }
  expect(missing).toEqual([]);
});

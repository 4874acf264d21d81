/**
 * Vitest's global setup: with TEST_MYSQL_URL, migrates one MariaDB template database for the whole run and drops
 * it at the end (tests/api/database-template.ts says why).
 */
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { buildTemplate, serverConnection } from './database-template.js';

export default async function setup(project: TestProject) {
  const url = process.env.TEST_MYSQL_URL;
  if (!url) {
    project.provide('mysqlTemplate', '');
    return;
  }
  const name = `instituto_tpl_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await buildTemplate(url, name);
  project.provide('mysqlTemplate', name);
  return async () => {
    const server = serverConnection(url);
    await server.raw('DROP DATABASE IF EXISTS ??', [name]);
    await server.destroy();
  };
}

/**
 * Vitest's global setup: migrates one template database per engine for the whole run (SQLite always, MariaDB with
 * TEST_MYSQL_URL) and removes them at the end (tests/api/database-template.ts says why).
 *
 * Each test project (vitest.config.ts) runs this setup; the templates are made once, on the first call, and
 * removed after the last project's teardown.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSqliteTemplate, buildTemplate, serverConnection } from './database-template.js';

interface Templates {
  sqlite: string;
  mysql: string;
  remove: () => Promise<void>;
}

async function buildTemplates(): Promise<Templates> {
  const folder = mkdtempSync(path.join(tmpdir(), 'instituto-template-'));
  const sqlite = path.join(folder, 'template.sqlite');
  const url = process.env.TEST_MYSQL_URL;
  const name = `instituto_tpl_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await Promise.all([buildSqliteTemplate(sqlite), url ? buildTemplate(url, name) : undefined]);
  return {
    sqlite,
    mysql: url ? name : '',
    remove: async () => {
      rmSync(folder, { recursive: true, force: true });
      if (!url) return;
      const server = serverConnection(url);
      await server.raw('DROP DATABASE IF EXISTS ??', [name]);
      await server.destroy();
    },
  };
}

// On globalThis: each project may load this file as a module of its own.
const shared = globalThis as { instituteTestTemplates?: { ready: Promise<Templates>; users: number } };

export default async function setup(project: TestProject) {
  shared.instituteTestTemplates ??= { ready: buildTemplates(), users: 0 };
  const run = shared.instituteTestTemplates;
  run.users += 1;
  const templates = await run.ready;
  project.provide('sqliteTemplate', templates.sqlite);
  project.provide('mysqlTemplate', templates.mysql);
  return async () => {
    run.users -= 1;
    if (run.users === 0) {
      shared.instituteTestTemplates = undefined;
      await templates.remove();
    }
  };
}

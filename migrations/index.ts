import type { Knex } from 'knex';
import * as organisation from './20261121000001_create_organisation.js';
import * as catalogues from './20261121000002_create_catalogues.js';
import * as academics from './20261121000003_create_academics.js';
import * as financeAndCalendar from './20261121000004_create_finance_and_calendar.js';

/** Migrations imported statically so tsx, vitest and the server load them the same way. Append new ones here. */
const migrations: Record<string, Knex.Migration> = {
  '20261121000001_create_organisation': organisation,
  '20261121000002_create_catalogues': catalogues,
  '20261121000003_create_academics': academics,
  '20261121000004_create_finance_and_calendar': financeAndCalendar,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};

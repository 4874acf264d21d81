import type { Knex } from 'knex';
import * as organisation from './20261121000001_create_organisation.js';
import * as catalogues from './20261121000002_create_catalogues.js';
import * as academics from './20261121000003_create_academics.js';
import * as financeAndCalendar from './20261121000004_create_finance_and_calendar.js';
import * as credentialCodes from './20261123180001_add_credential_codes.js';
import * as hardenSessions from './20261123190001_harden_sessions.js';
import * as listIndexes from './20261124160001_list_indexes.js';
import * as instalmentPaidTotals from './20261125090001_instalment_paid_totals.js';
import * as overdueIndex from './20261125120001_overdue_index.js';
import * as lockoutDetails from './20261126020001_lockout_details.js';
import * as recordVersions from './20261126020002_add_record_versions.js';
import * as calendarFeeds from './20261126030201_create_calendar_feeds.js';
import * as receiptVerificationCodes from './20261126030001_add_receipt_verification_codes.js';
import * as auditTrail from './20261126030101_audit_trail.js';
import * as cashShifts from './20261126030301_create_cash_shifts.js';
import * as debtTotals from './20261126060001_debt_totals.js';
import * as teacherPayIndexes from './20261126060002_teacher_pay_indexes.js';
import * as enrolmentsGroupStatus from './20261126080001_enrolments_group_status_index.js';
import * as paymentsMonthTotals from './20261126060003_payments_month_totals_index.js';
import * as documentProgress from './20261126070001_document_progress.js';
import * as paymentDayTotals from './20261127010001_payment_day_totals.js';
import * as incomeExpenseSums from './20261127010002_income_expense_sums_indexes.js';
import * as debtMarks from './20261128000001_debt_marks.js';
import * as idempotencyKeys from './20261128230001_create_idempotency_keys.js';
import * as paymentTypesCash from './20261128230001_payment_types_cash.js';
import * as verificationCodesBinary from './20261128230002_verification_codes_binary.js';
import * as enrolmentVersions from './20261129050001_enrolment_versions.js';
import * as webhooks from './20261129060001_webhooks.js';
import * as portalAccess from './20261129070001_portal_access.js';
import * as importedPayments from './20261129050001_imported_payments.js';
import * as apiKeys from './20261129080001_api_keys.js';

/** Migrations imported statically so tsx, vitest and the server load them the same way. Append new ones here. */
const migrations: Record<string, Knex.Migration> = {
  '20261121000001_create_organisation': organisation,
  '20261121000002_create_catalogues': catalogues,
  '20261121000003_create_academics': academics,
  '20261121000004_create_finance_and_calendar': financeAndCalendar,
  '20261123180001_add_credential_codes': credentialCodes,
  '20261123190001_harden_sessions': hardenSessions,
  '20261124160001_list_indexes': listIndexes,
  '20261125090001_instalment_paid_totals': instalmentPaidTotals,
  '20261125120001_overdue_index': overdueIndex,
  '20261126020001_lockout_details': lockoutDetails,
  '20261126020002_add_record_versions': recordVersions,
  '20261126030201_create_calendar_feeds': calendarFeeds,
  '20261126030001_add_receipt_verification_codes': receiptVerificationCodes,
  '20261126030101_audit_trail': auditTrail,
  '20261126030301_create_cash_shifts': cashShifts,
  '20261126060001_debt_totals': debtTotals,
  '20261126060002_teacher_pay_indexes': teacherPayIndexes,
  '20261126060003_payments_month_totals_index': paymentsMonthTotals,
  '20261126070001_document_progress': documentProgress,
  '20261126080001_enrolments_group_status_index': enrolmentsGroupStatus,
  '20261127010001_payment_day_totals': paymentDayTotals,
  '20261127010002_income_expense_sums_indexes': incomeExpenseSums,
  '20261128000001_debt_marks': debtMarks,
  '20261128230001_create_idempotency_keys': idempotencyKeys,
  '20261128230001_payment_types_cash': paymentTypesCash,
  '20261128230002_verification_codes_binary': verificationCodesBinary,
  '20261129050001_enrolment_versions': enrolmentVersions,
  '20261129060001_webhooks': webhooks,
  '20261129050001_imported_payments': importedPayments,
  '20261129070001_portal_access': portalAccess,
  '20261129080001_api_keys': apiKeys,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};

import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { WRITE_MESSAGE_HEADER } from '../../../domain/rest-face';
import { httpClient } from './httpClient';
import { academicsCalls, type AcademicsCalls } from './calls/academics';
import { call } from './calls/call';
import { counterCalls, type CounterCalls } from './calls/counter';
import { credentialsCalls, type CredentialsCalls } from './calls/credentials';
import { financeCalls, type FinanceCalls } from './calls/finance';
import { gradesCalls, type GradesCalls } from './calls/grades';
import { integrationsCalls, type IntegrationsCalls } from './calls/integrations';
import { studentImportCalls, type StudentImportCalls } from './calls/studentImport';
import { paymentsCalls, type PaymentsCalls } from './calls/payments';
import { reportsCalls, type ReportsCalls } from './calls/reports';
import { scheduleCalls, type ScheduleCalls } from './calls/schedule';
import { teacherPayCalls, type TeacherPayCalls } from './calls/teacherPay';
import { usersCalls, type UsersCalls } from './calls/users';
import { portalAccessCalls, type PortalAccessCalls } from './calls/portalAccess';

/**
 * The REST face plus the documented `/api/...` workflow calls, one typed method each (providers/calls/, a file
 * per area): pages call `dataProvider.payInstalment(body)`, never a path.
 */
export type AppDataProvider = DataProvider &
  UsersCalls &
  AcademicsCalls &
  PaymentsCalls &
  FinanceCalls &
  GradesCalls &
  ScheduleCalls &
  CredentialsCalls &
  TeacherPayCalls &
  ReportsCalls &
  CounterCalls &
  IntegrationsCalls &
  StudentImportCalls &
  PortalAccessCalls;

/**
 * ra-data-simple-rest over our httpClient, with one addition: a write's message (created / reactivated…), which
 * the server sends beside the record in a header, is put on the record as `msg` for the page to show.
 */
const restHttpClient: typeof httpClient = async (url, options) => {
  const answer = await httpClient(url, options);
  const message = answer.headers.get(WRITE_MESSAGE_HEADER);
  if (!message || !answer.json || typeof answer.json !== 'object') return answer;
  return { ...answer, json: { ...answer.json, msg: decodeURIComponent(message) } };
};
const rest = simpleRestProvider('/api/rest', restHttpClient);

export const dataProvider: AppDataProvider = {
  ...rest,
  ...usersCalls(call),
  ...academicsCalls(call),
  ...paymentsCalls(call),
  ...financeCalls(call, rest),
  ...gradesCalls(call),
  ...scheduleCalls(call, rest),
  ...credentialsCalls(call),
  ...teacherPayCalls(call),
  ...reportsCalls(call),
  ...counterCalls(call),
  ...integrationsCalls(call),
  ...studentImportCalls(call),
  ...portalAccessCalls(call),
};

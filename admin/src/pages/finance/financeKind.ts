import type { ComponentType, ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import type { AppMessageKey } from '../../i18n/es';
import type { useAppTranslate } from '../../i18n/i18nProvider';
import type { SearchValues } from '../../common/finance/financeValues';
import type { MoneyDialogProps } from '../../common/finance/moneyForm';
import type { FinanceDocuments } from './FinanceList';

/** What every row of /ingress and /egress has (REST-face record of `incomes` or `expenses`). */
export interface FinanceRecord {
  id: number;
  codigo: number;
  nombre: string;
  total: number;
  estado: number;
  version?: number;
  /** The server's mark: a close of its cashier locks it for everyone but role 1. */
  cajaCerrada?: boolean;
}

export interface FinanceColumn<T> {
  label: AppMessageKey;
  align?: 'right';
  sx?: SxProps<Theme>;
  render: (row: T) => ReactNode;
}

/** What a kind's own row actions and dialogs may use from the page. */
export interface FinancePageContext {
  departmentId: number;
  isAdmin: boolean;
  documents: FinanceDocuments;
}

/** The extra parts of a kind: row actions before Editar (income: Asignar clases, Imprimir clases) and their dialogs. */
export interface FinanceExtras<T> {
  rowActions: (row: T) => ReactNode;
  dialogs: ReactNode;
}

/**
 * One finance list (spec 02 §2 "Income", "Expenses"), as the catalogues are configured: the REST-face resource,
 * its texts, columns, search, documents, add buttons and dialogs. FinancePage does the rest.
 */
export interface FinanceKind<T extends FinanceRecord> {
  resource: 'incomes' | 'expenses';
  /** The message group under app.finance (title, breadcrumb, empty, report, state messages). */
  texts: 'ingress' | 'egress';
  columns: ReadonlyArray<FinanceColumn<T>>;
  /** The row number shown in a receipt's title (income 'O-12', expense '12'). */
  receiptNumber: (row: T) => string;
  /** The documented area serving its receipts and list reports ('/api/ingress', '/api/egress'). */
  documentsPath: string;
  reportFiles: { pdf: string; excel: string };
  /** The expenses list prints for role 1 only; the income list for every staff user. */
  printListAdminOnly: boolean;
  /** The REST filter of an advanced search (the income type only where the kind has one). */
  searchFilter: (search: SearchValues) => Record<string, unknown>;
  /** The report's query parts of an advanced search. */
  reportSearch: (search: SearchValues) => Record<string, string>;
  /** Income types for the search's Tipo filter (income only). */
  useSearchTypes?: (departmentId: number) => Array<{ id: number; name: string }>;
  /** The 'Informe de …' question for a row; null asks nothing more than the title. */
  question: (row: T, isAdmin: boolean, t: ReturnType<typeof useAppTranslate>) => string | null;
  /** Whether a row offers Editar (income: active rows only). */
  editable: (row: T) => boolean;
  /** The add buttons: each opens the editor of its form kind. */
  addButtons: ReadonlyArray<{ label: AppMessageKey; form: number }>;
  /** The form kind that edits a row (income: its tipo). */
  formOf: (row: T) => number;
  /** The create/edit dialog of a form kind. */
  Editor: ComponentType<MoneyDialogProps<T> & { form: number }>;
  useExtras?: (context: FinancePageContext) => FinanceExtras<T>;
}

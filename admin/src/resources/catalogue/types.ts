import type { ComponentType } from 'react';
import type { RaRecord, SortPayload } from 'react-admin';
import type { AppMessageKey } from '../../i18n/es';

/** The message groups of esCatalogues.ts that describe one catalogue (title, new, edit, empty, noun, report). */
export type CatalogueKey =
  | 'departments'
  | 'branchOffices'
  | 'roles'
  | 'turns'
  | 'paymentTypes'
  | 'subjects'
  | 'paymentCategories'
  | 'incomeTypes'
  | 'lessonLevels'
  | 'users'
  | 'teachers';

export interface Choice {
  id: number;
  name: AppMessageKey;
}

interface BaseField {
  source: string;
  label: AppMessageKey;
  /** The spec's message when the field is empty; leaving it out makes the field optional. */
  required?: AppMessageKey;
}

export type FieldSpec =
  | (BaseField & { kind: 'text'; upper?: boolean; multiline?: boolean })
  | (BaseField & { kind: 'select'; choices: readonly Choice[] })
  | (BaseField & { kind: 'boolean' })
  | (BaseField & { kind: 'reference'; reference: string; optionText: string; filter?: Record<string, unknown> });

export interface ColumnSpec {
  source: string;
  label: AppMessageKey;
  /** Shows the choice's name instead of the stored number. */
  choices?: readonly Choice[];
  /** Free formatting of the cell. */
  render?: (record: RaRecord) => string;
  /** False when the server cannot sort on it (computed values). */
  sortable?: boolean;
}

export type RouteParams = Readonly<Record<string, string | undefined>>;
export type FormMode = 'create' | 'edit';

export interface CatalogueInputsProps {
  mode: FormMode;
  params: RouteParams;
}

/** Everything that makes one administration catalogue (spec 02 §2 "Administration catalogues"). */
export interface CatalogueConfig {
  /** REST face resource name (`/api/rest/<resource>`). */
  resource: string;
  texts: CatalogueKey;
  /** What names a record in the confirmation question. */
  describe: (record: RaRecord) => string;
  columns: readonly ColumnSpec[];
  /** Generated form inputs; `Inputs` replaces them for forms with dependent fields. */
  fields?: readonly FieldSpec[];
  Inputs?: ComponentType<CatalogueInputsProps>;
  sort?: SortPayload;
  /** Permanent list filter built from the route (e.g. the department of /branch-office/:idDepartament). */
  filter?: (params: RouteParams) => Record<string, unknown>;
  /** Initial, user-changeable filter (e.g. the Activos/Inactivos switch). */
  filterDefaults?: Record<string, unknown>;
  /** Values of a new record. */
  defaults?: (params: RouteParams) => Record<string, unknown>;
  /** Record → form values (e.g. a fraction shown as a percentage). */
  toForm?: (record: RaRecord) => Record<string, unknown>;
  /** Form values → what is sent; by default strings are trimmed and `upper` text fields upper-cased. */
  toPayload?: (values: Record<string, unknown>, mode: FormMode) => Record<string, unknown>;
  /** Clicking a row opens this path. */
  rowLink?: (record: RaRecord) => string;
  /** Extra row actions shown before Editar. */
  RowActions?: ComponentType<{ record: RaRecord }>;
  /** Extra controls beside the new button (e.g. the Activos/Inactivos switch). */
  Controls?: ComponentType;
  /** A section under the list (e.g. the users screen's login lockouts). */
  Below?: ComponentType;
  /** A breadcrumb step between Administracion and this page. */
  parent?: { label: AppMessageKey; path: string };
  /** Dialog width. */
  dialogWidth?: 'xs' | 'sm' | 'md';
  /** A search box over the REST face's free-text filter. */
  search?: boolean;
  /** The first breadcrumb step; 'Administracion' by default. */
  section?: AppMessageKey;
  /**
   * A create answered 409 with type 3 (the person exists in another branch, spec 02 §4): this dialog
   * offers the transfer. Without it the conflict is shown as an error.
   */
  Transfer?: ComponentType<ExistsElsewhereProps>;
}

export interface ExistsElsewhereProps {
  msg: string;
  person: RaRecord;
  values: Record<string, unknown>;
  onDone: () => void;
  onCancel: () => void;
}

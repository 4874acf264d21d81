import englishMessages from 'ra-language-english';
import spanishPackage from 'ra-language-spanish';
import type { TranslationMessages } from 'react-admin';
import { appMessages } from './esApp';
import { catalogueMessages } from './esCatalogues';
import { academicsMessages } from './academics';
import { financeMessages } from './finance';
import { paymentsMessages } from './payments';
import { studentCredentialsMessages } from './studentCredentials';
import { gradesMessages } from './grades';
import { personSearchMessages } from './personSearch';
import { reportsMessages } from './reports';
import { dashboardMessages } from './dashboard';
import { scheduleMessages } from './schedule';
import { statementMessages } from './statement';
import { portalAccessMessages } from './portal';
import { calendarFeedMessages } from './calendarFeed';
import { auditMessages } from './audit';
import { counterMessages } from './counter';
import { integrationsMessages } from './integrations';
import { studentImportMessages } from './studentImport';

/**
 * The Spanish catalogue of the back office. react-admin's English catalogue is the base (so no key is
 * ever missing), ra-language-spanish 1.0.0 goes over it, and `raSpanish` completes the ~90 keys that
 * package lacks and corrects its English leftovers, so no English text can reach the screen.
 * App strings live in esApp.ts (shell, login, home) and esCatalogues.ts (administration screens).
 */
const raSpanish = {
  ra: {
    action: {
      add_filter: 'Agregar filtro',
      add: 'Agregar',
      back: 'Regresar',
      bulk_actions: '1 elemento seleccionado |||| %{smart_count} elementos seleccionados',
      cancel: 'Cancelar',
      clear_array_input: 'Vaciar la lista',
      clear_input_value: 'Borrar valor',
      clone: 'Duplicar',
      confirm: 'Confirmar',
      create: 'Crear',
      create_item: 'Crear %{item}',
      delete: 'Eliminar',
      edit: 'Editar',
      export: 'Exportar',
      list: 'Listar',
      refresh: 'Actualizar',
      remove_filter: 'Quitar este filtro',
      remove_all_filters: 'Quitar todos los filtros',
      remove: 'Quitar',
      reset: 'Restablecer',
      save: 'Guardar',
      search: 'Buscar',
      search_columns: 'Buscar columnas',
      select_all: 'Seleccionar todo',
      select_all_button: 'Seleccionar todo',
      select_row: 'Seleccionar esta fila',
      show: 'Ver',
      sort: 'Ordenar',
      undo: 'Deshacer',
      unselect: 'Deseleccionar',
      expand: 'Expandir',
      close: 'Cerrar',
      open_menu: 'Abrir menú',
      close_menu: 'Cerrar menú',
      update: 'Actualizar',
      move_up: 'Subir',
      move_down: 'Bajar',
      open: 'Abrir',
      toggle_theme: 'Cambiar modo claro/oscuro',
      select_columns: 'Columnas',
      update_application: 'Recargar la aplicación',
    },
    boolean: { true: 'Si', false: 'No', null: ' ' },
    page: {
      create: 'Crear %{name}',
      dashboard: 'Inicio',
      edit: '%{name} %{recordRepresentation}',
      error: 'Algo salió mal',
      list: '%{name}',
      loading: 'Cargando',
      not_found: 'No encontrado',
      show: '%{name} %{recordRepresentation}',
      empty: 'Aún no hay %{name}.',
      invite: '¿Desea agregar uno?',
      access_denied: 'Acceso denegado',
      authentication_error: 'Error de autenticación',
    },
    input: {
      file: {
        upload_several: 'Arrastre algunos archivos para subirlos, o haga clic para seleccionar uno.',
        upload_single: 'Arrastre un archivo para subirlo, o haga clic para seleccionarlo.',
      },
      image: {
        upload_several: 'Arrastre algunas imágenes para subirlas, o haga clic para seleccionar una.',
        upload_single: 'Arrastre una imagen para subirla, o haga clic para seleccionarla.',
      },
      references: {
        all_missing: 'No se encontraron los datos de referencia.',
        many_missing: 'Al menos una de las referencias asociadas ya no está disponible.',
        single_missing: 'La referencia asociada ya no está disponible.',
      },
      password: { toggle_visible: 'Ocultar contraseña', toggle_hidden: 'Mostrar contraseña' },
    },
    message: {
      about: 'Acerca de',
      access_denied: 'No tiene permiso para acceder a esta página',
      are_you_sure: '¿Esta seguro?',
      authentication_error:
        'El servidor de autenticación devolvió un error y no se pudieron verificar sus credenciales.',
      auth_error: 'Ocurrió un error al validar la sesión.',
      bulk_delete_content:
        '¿Esta seguro de eliminar este elemento? |||| ¿Esta seguro de eliminar estos %{smart_count} elementos?',
      bulk_delete_title: 'Eliminar %{name} |||| Eliminar %{smart_count} elementos',
      bulk_update_content:
        '¿Esta seguro de actualizar este elemento? |||| ¿Esta seguro de actualizar estos %{smart_count} elementos?',
      bulk_update_title: 'Actualizar %{name} |||| Actualizar %{smart_count} elementos',
      clear_array_input: '¿Esta seguro de vaciar toda la lista?',
      delete_content: '¿Esta seguro de eliminar este elemento?',
      delete_title: 'Eliminar %{name} %{recordRepresentation}',
      details: 'Detalles',
      error: 'Ocurrió un error y su solicitud no pudo completarse.',
      invalid_form: 'El formulario no es válido. Revise los errores',
      loading: 'Por favor espere',
      no: 'No',
      not_found: 'La dirección no existe o el enlace no es correcto',
      select_all_limit_reached:
        'Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max}.',
      unsaved_changes: 'Algunos cambios no se guardaron. ¿Desea descartarlos?',
      yes: 'Si',
      placeholder_data_warning: 'Problema de red: no se pudieron actualizar los datos.',
    },
    navigation: {
      clear_filters: 'Quitar filtros',
      no_filtered_results: 'No se encontro registros con los filtros actuales.',
      no_results: 'No se encontro registros',
      no_more_results: 'La página %{page} está fuera de rango. Pruebe la página anterior.',
      page_out_of_boundaries: 'La página %{page} está fuera de rango',
      page_out_from_end: 'No hay páginas después de la última',
      page_out_from_begin: 'No hay páginas antes de la primera',
      page_range_info: '%{offsetBegin}-%{offsetEnd} de %{total}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}',
      current_page: 'Página %{page}',
      page: 'Ir a la página %{page}',
      first: 'Ir a la primera página',
      last: 'Ir a la última página',
      next: 'Ir a la página siguiente',
      previous: 'Ir a la página anterior',
      page_rows_per_page: 'Filas por página:',
      skip_nav: 'Saltar al contenido',
    },
    sort: { sort_by: 'Ordenar por %{field_lower_first} %{order}', ASC: 'ascendente', DESC: 'descendente' },
    auth: {
      auth_check_error: 'Inicie sesión para continuar',
      user_menu: 'Perfil',
      username: 'Usuario',
      password: 'Contraseña',
      email: 'Email',
      sign_in: 'Ingresar',
      sign_in_error: 'La autenticación falló, intente de nuevo',
      logout: 'Cerrar sesión',
    },
    notification: {
      updated: 'Registro actualizado |||| %{smart_count} registros actualizados',
      created: 'Registro creado',
      deleted: 'Registro eliminado |||| %{smart_count} registros eliminados',
      bad_item: 'Registro incorrecto',
      item_doesnt_exist: 'El registro no existe',
      http_error: 'Error de comunicación con el servidor',
      data_provider_error: 'Ocurrio algo inesperado. Por favor intente de nuevo.',
      i18n_error: 'No se pudieron cargar las traducciones',
      canceled: 'Acción cancelada',
      logged_out: 'Su sesión terminó, vuelva a ingresar.',
      not_authorized: 'No tiene autorización para acceder a este recurso.',
      application_update_available: 'Hay una nueva versión disponible.',
      offline: 'Sin conexión. No se pudieron obtener los datos.',
    },
    validation: {
      required: 'Requerido',
      minLength: 'Debe tener al menos %{min} caracteres',
      maxLength: 'Debe tener %{max} caracteres o menos',
      minValue: 'Debe ser al menos %{min}',
      maxValue: 'Debe ser %{max} o menos',
      number: 'Debe ser un número',
      email: 'Debe ser un email válido',
      oneOf: 'Debe ser uno de: %{options}',
      regex: 'Debe tener un formato específico (regexp): %{pattern}',
      unique: 'Debe ser único',
    },
    saved_queries: {
      label: 'Consultas guardadas',
      query_name: 'Nombre de la consulta',
      new_label: 'Guardar la consulta actual...',
      new_dialog_title: 'Guardar la consulta actual como',
      remove_label: 'Quitar consulta guardada',
      remove_label_with_name: 'Quitar la consulta "%{name}"',
      remove_dialog_title: '¿Quitar la consulta guardada?',
      remove_message: '¿Esta seguro de quitar esta consulta de su lista?',
      help: 'Filtre la lista y guarde la consulta para después',
    },
    guesser: { empty: { title: 'No hay datos para mostrar', message: 'Revise el proveedor de datos' } },
    configurable: {
      customize: 'Personalizar',
      configureMode: 'Configurar esta página',
      inspector: {
        title: 'Inspector',
        content: 'Pase el cursor sobre la interfaz para configurarla',
        reset: 'Restablecer',
        hideAll: 'Ocultar todo',
        showAll: 'Mostrar todo',
      },
      Datagrid: { title: 'Tabla', unlabeled: 'Columna sin título #%{column}' },
      SimpleForm: { title: 'Formulario', unlabeled: 'Campo sin título #%{input}' },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Texto principal',
        secondaryText: 'Texto secundario',
        tertiaryText: 'Texto terciario',
      },
    },
  },
};

type Tree = { [key: string]: string | Tree };

/** Deep merge of message trees; later trees win. */
function mergeMessages(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      out[key] = typeof value === 'object' && typeof current === 'object' ? mergeMessages(current, value) : value;
    }
  }
  return out;
}

/** Every `a.b.c` key leading to a string in a message tree. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

const appCatalogue = {
  app: {
    ...appMessages,
    catalogues: catalogueMessages,
    academics: academicsMessages,
    payments: paymentsMessages,
    finance: financeMessages,
    studentCredentials: studentCredentialsMessages,
    grades: gradesMessages,
    personSearch: personSearchMessages,
    reports: reportsMessages,
    dashboard: dashboardMessages,
    schedule: scheduleMessages,
    statement: statementMessages,
    calendarFeed: calendarFeedMessages,
    audit: auditMessages,
    counter: counterMessages,
    integrations: integrationsMessages,
    studentImport: studentImportMessages,
    portalAccess: portalAccessMessages,
  },
} as const;

/** A translation key of the app's own messages, checked by the compiler. */
export type AppMessageKey = Leaves<typeof appCatalogue>;

export const spanishMessages = mergeMessages(
  englishMessages as unknown as Tree,
  spanishPackage as Tree,
  raSpanish,
  appCatalogue as unknown as Tree,
) as unknown as TranslationMessages;

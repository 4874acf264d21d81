import { expect, test, type Locator, type Page } from '@playwright/test';
import { dialog, expectNoEnglish, goTo, loginAdmin, row, snackbar } from './helpers';

interface CatalogueCase {
  path: string;
  title: string;
  newButton: string;
  editTitle: string;
  /** Label of the field left empty, and the spec message expected. */
  required: [string, string];
  /** Fills a new record; the returned text identifies its row. */
  create: (d: Locator, page: Page) => Promise<string>;
  /** Edits the record; the returned text identifies its row afterwards. */
  edit: (d: Locator, page: Page) => Promise<string>;
  /** Name shown in the confirmation question. */
  noun: string;
}

const suffix = Date.now().toString(36).slice(-4).toUpperCase();

async function pick(page: Page, d: Locator, label: string | RegExp, option: string): Promise<void> {
  await d.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const named = (label: string, value: string) => async (d: Locator) => {
  await d.getByLabel(label, { exact: false }).first().fill(value);
  return value;
};

const CASES: CatalogueCase[] = [
  {
    path: '/departament',
    title: 'Departamentos',
    newButton: 'Nuevo departamento',
    editTitle: 'Editar departamento',
    required: ['Nombre', 'Ingrese un Departamento'],
    noun: 'el departamento',
    create: named('Nombre', `PANDO ${suffix}`),
    edit: named('Nombre', `PANDO ${suffix} EDITADO`),
  },
  {
    path: '/role',
    title: 'Roles',
    newButton: 'Nuevo rol',
    editTitle: 'Editar rol',
    required: ['Nombre', 'Ingrese un Rol'],
    noun: 'el rol',
    create: async (d) => {
      await d.getByLabel('Descripcion').fill('Rol de prueba');
      return named('Nombre', `AUDITOR ${suffix}`)(d);
    },
    edit: named('Nombre', `AUDITOR ${suffix} B`),
  },
  {
    path: '/turn',
    title: 'Turnos',
    newButton: 'Nuevo turno',
    editTitle: 'Editar turno',
    required: ['Nombre', 'Ingrese un Turno'],
    noun: 'el turno',
    create: named('Nombre', `SABATINO ${suffix}`),
    edit: named('Nombre', `DOMINICAL ${suffix}`),
  },
  {
    path: '/payment-type',
    title: 'Tipos de Pago',
    newButton: 'Nuevo tipo de pago',
    editTitle: 'Editar tipo de pago',
    required: ['Nombre', 'Ingrese un Turno'],
    noun: 'el tipo de pago',
    create: named('Nombre', `TARJETA ${suffix}`),
    edit: named('Nombre', `TARJETA ${suffix} B`),
  },
  {
    path: '/subject',
    title: 'Materias',
    newButton: 'Nueva materia',
    editTitle: 'Editar materia',
    required: ['Codigo', 'Ingrese un codigo'],
    noun: 'la materia',
    create: async (d, page) => {
      await d.getByLabel('Codigo').fill(`B${suffix}`);
      await pick(page, d, /Tipo/, 'Grupal');
      return named('Nombre', `BIOLOGIA ${suffix}`)(d);
    },
    edit: named('Nombre', `BIOLOGIA ${suffix} II`),
  },
  {
    path: '/lesson-level',
    title: 'Niveles de Clase',
    newButton: 'Nuevo nivel de clase',
    editTitle: 'Editar nivel de clase',
    required: ['Sigla', 'Ingrese una sigla'],
    noun: 'el nivel de clase',
    create: async (d) => {
      await d.getByLabel('Sigla').fill(`P${suffix}`);
      return named('Nombre', `POSGRADO ${suffix}`)(d);
    },
    edit: named('Nombre', `POSGRADO ${suffix} B`),
  },
  {
    path: '/ingress-type',
    title: 'Tipos de Ingreso',
    newButton: 'Nuevo tipo de ingreso',
    editTitle: 'Editar tipo de ingreso',
    required: ['Tipo', 'Ingrese un Tipo'],
    noun: 'el tipo de ingreso',
    create: async (d, page) => {
      await pick(page, d, /Tipo/, 'PAQUETE');
      return named('Nombre', `PAQUETE 5 HORAS ${suffix}`)(d);
    },
    edit: named('Nombre', `PAQUETE 6 HORAS ${suffix}`),
  },
  {
    path: '/payment-category',
    title: 'Categorias de Pago',
    newButton: 'Nueva categoria de pago',
    editTitle: 'Editar categoria de pago',
    required: ['Monto', 'Ingrese un monto'],
    noun: 'la categoria de pago',
    create: async (d, page) => {
      await pick(page, d, /Nivel/, 'COLEGIO');
      await pick(page, d, /Tipo/, 'Practica');
      // Practica: the count is forced to 1 and disabled, the amount becomes a percentage.
      await expect(d.getByRole('combobox', { name: /Nro Alumnos/ })).toHaveAttribute('aria-disabled', 'true');
      await d.getByLabel('Porcentaje').fill('27');
      return '27 %';
    },
    edit: async (d) => {
      await expect(d.getByLabel('Porcentaje')).toHaveValue('27');
      await d.getByLabel('Porcentaje').fill('28.5');
      return '28.5 %';
    },
  },
];

test.describe('administration catalogues', () => {
  for (const c of CASES) {
    test(`${c.title}: validation, create, edit, deactivate and reactivate`, async ({ page }) => {
      await loginAdmin(page);
      await goTo(page, c.path);
      await expect(page.getByRole('heading', { name: c.title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'ruta de navegación' })).toContainText('Administracion');

      await page.getByRole('button', { name: c.newButton }).click();
      await expect(dialog(page).getByRole('heading', { name: c.newButton })).toBeVisible();
      await dialog(page).getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog(page).getByText(c.required[1], { exact: true })).toBeVisible();
      const created = await c.create(dialog(page), page);
      await dialog(page).getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(snackbar(page)).toContainText(/Se registro/);
      await expect(row(page, created)).toHaveCount(1);
      await expectNoEnglish(page);

      await row(page, created).getByRole('button', { name: 'Editar' }).click();
      await expect(dialog(page).getByRole('heading', { name: c.editTitle })).toBeVisible();
      const edited = await c.edit(dialog(page), page);
      await dialog(page).getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(row(page, edited)).toHaveCount(1);

      await row(page, edited).getByRole('button', { name: 'Desactivar' }).click();
      await expect(dialog(page).getByRole('heading', { name: /^Informe de / })).toBeVisible();
      await expect(dialog(page)).toContainText(`¿Esta seguro de desactivar ${c.noun}`);
      await dialog(page).getByRole('button', { name: 'Si' }).click();
      await expect(row(page, edited)).toContainText('Inactivo');

      await row(page, edited).getByRole('button', { name: 'Activar' }).click();
      await expect(dialog(page)).toContainText(`¿Esta seguro de activar ${c.noun}`);
      await dialog(page).getByRole('button', { name: 'Si' }).click();
      await expect(row(page, edited)).toContainText('Activo');
      await expect(row(page, edited)).not.toContainText('Inactivo');
    });
  }

  test('Sucursales of a department: create, edit, deactivate and reactivate', async ({ page }) => {
    await loginAdmin(page);
    await goTo(page, '/departament');
    await row(page, 'LA PAZ').getByRole('link', { name: 'Ver sucursales' }).click();
    await expect(page).toHaveURL(/\/branch-office\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Sucursales' })).toBeVisible();
    await page.getByRole('button', { name: 'Nueva sucursal' }).click();
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByText('Ingrese una Sucursal', { exact: true })).toBeVisible();
    await expect(dialog(page).getByRole('combobox', { name: /Departamento/ })).toContainText('LA PAZ');
    const name = `SOPOCACHI ${suffix}`;
    await dialog(page).getByLabel('Nombre').fill(name.toLowerCase());
    await dialog(page).getByLabel('Telefono').fill('2-2410000');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(row(page, name)).toContainText('LA PAZ');
    await row(page, name).getByRole('button', { name: 'Editar' }).click();
    await dialog(page).getByLabel('Nombre').fill(`${name} 2`);
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(row(page, `${name} 2`)).toHaveCount(1);
    await row(page, `${name} 2`).getByRole('button', { name: 'Desactivar' }).click();
    await expect(dialog(page)).toContainText('¿Esta seguro de desactivar la sucursal');
    await dialog(page).getByRole('button', { name: 'Si' }).click();
    await expect(row(page, `${name} 2`)).toContainText('Inactivo');
    await row(page, `${name} 2`).getByRole('button', { name: 'Activar' }).click();
    await dialog(page).getByRole('button', { name: 'Si' }).click();
    await expect(row(page, `${name} 2`)).not.toContainText('Inactivo');
  });

  test('a duplicate answered 409 by the server shows its message', async ({ page }) => {
    await loginAdmin(page);
    await goTo(page, '/turn');
    await page.getByRole('button', { name: 'Nuevo turno' }).click();
    await dialog(page).getByLabel('Nombre').fill('mañana');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(snackbar(page)).toContainText('Ya existe un turno con ese nombre');
    await expect(dialog(page)).toBeVisible();
  });
});

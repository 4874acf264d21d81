import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  dialog,
  expectNoEnglish,
  goTo,
  login,
  loginAdmin,
  logout,
  pickOption,
  row,
  snackbar,
  tokenFor,
  USERS,
} from './helpers';

const suffix = Date.now().toString().slice(-6);

test('Usuarios: validation, create, edit, permissions, deactivate and reactivate', async ({ page }) => {
  await loginAdmin(page);
  await goTo(page, '/user');
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  await expect(page.getByText('Activos', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const d = dialog(page);
  await d.getByRole('button', { name: 'Guardar' }).click();
  for (const message of [
    'Ingrese nombres',
    'Ingrese apellidos',
    'Ingrese un ci',
    'Ingrese un numero de telefono',
    'Ingrese un email',
    'Seleccione una sucursal',
    'Seleccione un rol',
  ]) {
    await expect(d.getByText(message, { exact: true })).toBeVisible();
  }
  await d.getByLabel(/^Nombres/).fill('  prueba ');
  await d.getByLabel(/^Apellidos/).fill('usuario e2e');
  await d.getByLabel(/^Ci/).fill(`77${suffix}`);
  await d.getByLabel(/^Telefono/).fill('7x');
  await d.getByLabel(/^Email/).fill('correo-malo');
  await d.getByRole('button', { name: 'Guardar' }).click();
  await expect(d.getByText('Debe ingresar un telefono valido')).toBeVisible();
  await expect(d.getByText('Debe ingresar un email correcto')).toBeVisible();
  await d.getByLabel(/^Telefono/).fill('70012345');
  await d.getByLabel(/^Email/).fill(`e2e${suffix}@instituto.edu.bo`);
  await pickOption(page, d.getByRole('combobox', { name: /Sucursal/ }), page.getByRole('option').first());
  await d.getByRole('combobox', { name: /Rol/ }).click();
  await page.getByRole('option', { name: 'ADMINISTRATIVO' }).click();
  await d.getByLabel(/^Usuario/).fill(`e2e${suffix}`);
  await d.getByLabel(/^Contraseña/).fill('Inicial2024!');
  await d.getByRole('button', { name: 'Guardar' }).click();
  await expect(d).toBeHidden();
  await expect(snackbar(page)).toContainText(/Se registro/);
  const created = row(page, `77${suffix}`);
  await expect(created).toContainText('PRUEBA');
  await expect(created).toContainText('USUARIO E2E');
  await expectNoEnglish(page);

  await created.getByRole('button', { name: 'Editar' }).click();
  await d.getByLabel(/^Telefono/).fill('70054321');
  await d.getByRole('button', { name: 'Guardar' }).click();
  await expect(d).toBeHidden();
  await expect(snackbar(page)).toContainText(/Se actualizo/);

  // Role-2 rows offer 'Cambiar Permisos': one checkbox per module.
  await created.getByRole('button', { name: 'Cambiar Permisos' }).click();
  await expect(d.getByRole('heading', { name: 'Permiso de Acceso' })).toBeVisible();
  const attendance = d.getByRole('checkbox', { name: 'ASISTENCIA' });
  await expect(attendance).not.toBeChecked();
  await attendance.check();
  await expect(attendance).toBeChecked();
  await attendance.uncheck();
  await expect(attendance).not.toBeChecked();
  await attendance.check();
  await expect(attendance).toBeChecked();
  await d.getByRole('button', { name: 'Cerrar' }).click();

  await created.getByRole('button', { name: 'Desactivar' }).click();
  await expect(d).toContainText('¿Esta seguro de desactivar el usuario PRUEBA USUARIO E2E?');
  await d.getByRole('button', { name: 'Si' }).click();
  await expect(created).toHaveCount(0);
  await page.getByRole('switch', { name: 'Activos' }).click();
  await expect(page.getByText('Inactivos', { exact: true })).toBeVisible();
  await expect(created).toContainText('Inactivo');
  await created.getByRole('button', { name: 'Activar' }).click();
  await d.getByRole('button', { name: 'Si' }).click();
  await expect(created).toHaveCount(0);
  await page.getByRole('switch', { name: 'Inactivos' }).click();
  await expect(created).toContainText('Activo');

  // The new role-2 user has Asistencia thanks to the module-1 permission.
  await logout(page);
  await login(page, `e2e${suffix}`, 'Inicial2024!');
  await expect(page).toHaveURL(/\/home-administrative$/);
  await expect(page.getByTestId('side-menu').getByRole('menuitem', { name: 'Asistencia' })).toBeVisible();
});

async function createStaffUser(request: APIRequestContext, username: string, password: string): Promise<void> {
  const token = await tokenFor(request, USERS.admin.username, USERS.admin.password);
  const headers = { Authorization: `Bearer ${token}`, 'X-Department-Id': '1' };
  const branches = await request.get('/api/rest/branch-offices?filter={"idDepartamento":1}&range=[0,0]', { headers });
  const [branch] = (await branches.json()) as Array<{ idSucursal: number }>;
  const response = await request.post('/api/rest/users', {
    headers,
    data: {
      nombres: 'CLAVE',
      apellidos: 'CAMBIO E2E',
      ci: `88${suffix}`,
      email: `clave${suffix}@instituto.edu.bo`,
      telefono: '70000000',
      idSucursal: branch.idSucursal,
      idRol: 2,
      usuario: username,
      password,
    },
  });
  expect(response.status()).toBe(200);
}

test('any user changes their own password and logs in with the new one', async ({ page, request }) => {
  const username = `clave${suffix}`;
  await createStaffUser(request, username, 'Antigua2024!');
  await login(page, username, 'Antigua2024!');
  await expect(page).toHaveURL(/\/home-administrative$/);
  // A role-2 user without the module-1 permission has no Asistencia.
  await expect(page.getByTestId('side-menu').getByRole('menuitem', { name: 'Calificaciones' })).toBeVisible();
  await expect(page.getByTestId('side-menu').getByRole('menuitem', { name: 'Asistencia' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cambiar contraseña' }).click();
  const d = dialog(page);
  await expect(d.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
  await d.getByRole('button', { name: 'Guardar' }).click();
  await expect(d.getByText('Ingrese una contraseña', { exact: true })).toBeVisible();
  await expect(d.getByText('Debe confirmar la contraseña')).toBeVisible();
  await d.getByLabel(/^Contraseña/).fill('sinmayuscula1!');
  await d.getByLabel(/^Confirmar/).fill('otra');
  await d.getByRole('button', { name: 'Guardar' }).click();
  await expect(d.getByText('Debe Ingresar una contraseña valida')).toBeVisible();
  await expect(d.getByText('Las contraseñas deben ser las mismas')).toBeVisible();
  await d.getByLabel(/^Email/).fill('');
  await d.getByRole('button', { name: 'Guardar' }).click();
  await expect(d.getByText('Ingrese un email', { exact: true })).toBeVisible();
  await d.getByLabel(/^Email/).fill('sin-arroba');
  await d.getByRole('button', { name: 'Guardar' }).click();
  await expect(d.getByText('Debe ingresar un email correcto')).toBeVisible();

  await d.getByLabel(/^Contraseña/).fill('Nueva2024#');
  await d.getByLabel(/^Confirmar/).fill('Nueva2024#');
  await d.getByLabel(/^Email/).fill(`clave${suffix}@instituto.edu.bo`);
  await d.getByRole('button', { name: 'Guardar' }).click();
  await expect(d).toBeHidden();
  await expect(snackbar(page)).toContainText(/\S/);

  await logout(page);
  await login(page, username, 'Antigua2024!');
  await expect(page).toHaveURL(/\/login$/);
  await login(page, username, 'Nueva2024#');
  await expect(page).toHaveURL(/\/home-administrative$/);
});

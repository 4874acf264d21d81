import { expect, test, type APIRequestContext } from '@playwright/test';
import { RECORD_CHANGED } from '../../domain/concurrency';
import { dialog, goTo, loginAdmin, row, tokenFor, USERS } from './helpers';

/**
 * An edit dialog saved from a copy another user changed meanwhile shows the message, puts the
 * current data in its fields and lists what the user had typed; nothing is overwritten.
 */
const suffix = Date.now().toString(36).slice(-3).toUpperCase();
const year = 2400 + (Date.now() % 500);

async function adminApi(request: APIRequestContext) {
  const token = await tokenFor(request, USERS.admin.username, USERS.admin.password);
  const headers = { Authorization: `Bearer ${token}`, 'X-Department-Id': '1' };
  return {
    get: async (path: string) => (await request.get(path, { headers })).json(),
    post: async (path: string, data: unknown) => (await request.post(path, { headers, data })).json(),
    put: async (path: string, data: unknown) => request.put(path, { headers, data }),
  };
}

test('a stale save in the semester dialog shows the message and the reloaded value; the other change stays', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const created = await api.post('/api/rest/semesters', { nombreSemestre: `I-${year}` });
  await loginAdmin(page);
  await goTo(page, '/semester');
  await row(page, `I - ${year}`).getByRole('button', { name: 'Editar' }).click();
  const d = dialog(page);
  const name = d.getByRole('textbox', { name: 'Semestre' });
  await expect(name).toHaveValue(`I-${year}`);

  // Another user renames it while the dialog is open.
  const other = await api.put(`/api/rest/semesters/${created.id}`, { ...created, nombreSemestre: `II - ${year}` });
  expect(other.status()).toBe(200);

  await name.fill(`I-${year + 1}`);
  await d.getByRole('button', { name: 'Guardar' }).click();
  const notice = d.getByTestId('stale-notice');
  await expect(notice).toContainText(RECORD_CHANGED);
  await expect(notice).toContainText(`I-${year + 1}`);
  await expect(name).toHaveValue(`II-${year}`);
  await page.screenshot({ path: `test-results/concurrency-semester-${suffix}.png` });
  expect((await api.get(`/api/rest/semesters/${created.id}`)).nombreSemestre).toBe(`II - ${year}`);

  // Entered again from the current data, the save goes through.
  await name.fill(`I-${year + 1}`);
  await d.getByRole('button', { name: 'Guardar' }).click();
  await expect(d).toBeHidden();
  expect((await api.get(`/api/rest/semesters/${created.id}`)).nombreSemestre).toBe(`I - ${year + 1}`);
});

test('a stale save in a catalogue dialog (react-admin form) shows the message and the reloaded value', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const created = await api.post('/api/rest/turns', { nombreTurno: `VESPERTINO ${suffix}`, descripcion: '' });
  await loginAdmin(page);
  await goTo(page, '/turn');
  await row(page, `VESPERTINO ${suffix}`).getByRole('button', { name: 'Editar' }).click();
  const d = dialog(page);
  const name = d.getByLabel('Nombre', { exact: false }).first();
  await expect(name).toHaveValue(`VESPERTINO ${suffix}`);

  expect(
    (await api.put(`/api/rest/turns/${created.id}`, { ...created, nombreTurno: `NOCTURNO ${suffix}` })).status(),
  ).toBe(200);

  await name.fill(`MATUTINO ${suffix}`);
  await d.getByRole('button', { name: 'Guardar' }).click();
  const notice = d.getByTestId('stale-notice');
  await expect(notice).toContainText(RECORD_CHANGED);
  await expect(notice).toContainText(`MATUTINO ${suffix}`);
  await expect(d.getByLabel('Nombre', { exact: false }).first()).toHaveValue(`NOCTURNO ${suffix}`);
  await page.screenshot({ path: `test-results/concurrency-turn-${suffix}.png` });
  expect((await api.get(`/api/rest/turns/${created.id}`)).nombreTurno).toBe(`NOCTURNO ${suffix}`);
});

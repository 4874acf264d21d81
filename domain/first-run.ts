/**
 * The first start on a database the operator names: no demo people, and a first administrator
 * created either from the settings ADMIN_USER / ADMIN_PASSWORD or through the first-run form, which exists only
 * while the database has no administrator. The form and the API refuse the same input with these texts.
 */
export const FIRST_RUN = {
  title: 'Primer inicio',
  subtitle: 'Cree el primer administrador del sistema.',
  open: 'Crear el primer administrador',
  names: 'Nombres',
  surnames: 'Apellidos',
  ci: 'CI',
  email: 'Email',
  phone: 'Teléfono',
  department: 'Departamento',
  user: 'Usuario',
  password: 'Contraseña',
  passwordHint: 'Mínimo 8 caracteres, con mayúscula, minúscula, número y uno de !@#$%^&*',
  submit: 'Crear administrador',
  back: 'Volver al inicio de sesión',
  namesRequired: 'Ingrese nombres',
  surnamesRequired: 'Ingrese apellidos',
  ciRequired: 'Ingrese un ci',
  emailRequired: 'Ingrese un email',
  emailInvalid: 'Debe ingresar un email correcto',
  phoneInvalid: 'Debe ingresar un telefono valido',
  departmentRequired: 'Seleccione un departamento',
  userRequired: 'Ingrese una cuenta de usuario',
  passwordRequired: 'Ingrese una contraseña',
  passwordInvalid: 'Debe Ingresar una contraseña valida',
  created: 'Administrador creado. Ya puede iniciar sesión.',
  closed: 'El sistema ya tiene un administrador. Inicie sesión.',
  userTaken: 'La cuenta de usuario ya existe.',
} as const;

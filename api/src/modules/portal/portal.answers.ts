/** Answer schemas of the portal's calls and of the staff calls that give access to it. */
import {
  bool,
  bs,
  date,
  dateTime,
  int,
  list,
  named,
  nullable,
  obj,
  str,
  type JsonSchema,
} from '../../schemas/answers.js';
import { statementAnswer } from '../statement/statement.answers.js';

const accessFields = {
  acceso: { type: 'string', enum: ['sin acceso', 'pendiente', 'activo', 'revocado'] },
  activadoEn: nullable(dateTime()),
  ultimoIngreso: nullable(dateTime()),
  venceCodigo: nullable(dateTime()),
};

export const accessOverview = named(
  'AccesoPortal',
  obj({
    estudiante: obj({ idUsuario: int(), nombres: str(), ci: str(), telefono: str(), ...accessFields }),
    apoderados: list(
      obj({
        idUsuario: int(),
        nombres: str(),
        apellidos: str(),
        ci: str(),
        telefono: str(),
        parentesco: str(),
        ...accessFields,
      }),
    ),
    sugerido: nullable(obj({ nombreCompleto: str(), telefono: str() })),
  }),
);

export const activationIssued = obj({
  msg: str(),
  type: int(),
  data: obj({
    idUsuario: int(),
    nombres: str(),
    ci: str(),
    codigo: str('Código de un solo uso (se muestra solo esta vez)'),
    enlace: str(),
    vence: dateTime(),
    whatsapp: nullable(str()),
  }),
});
export const plainMessage = obj({ msg: str(), type: int() });
export const guardianLinked = obj({ msg: str(), type: int(), idUsuario: int() });
export const activated = obj({ msg: str(), type: int(), ci: str('El CI con el que se ingresa') });

/** The portal's own answers carry the principal's and their students' data only: never another person's CI or phone. */
export const portalMe = named(
  'PortalYo',
  obj({
    idUsuario: int(),
    nombres: str(),
    apellidos: str(),
    tipo: { type: 'string', enum: ['estudiante', 'apoderado'] },
    estudiantes: list(obj({ idEstudiante: int(), nombres: str(), apellidos: str(), parentesco: nullable(str()) })),
  }),
);

const receipt = obj({
  idPago: int(),
  codigo: int(),
  fechaPago: dateTime(),
  monto: bs(),
  descuento: bs(),
  concepto: str(),
  anulado: bool(),
  verificacion: nullable(str('Dirección pública de verificación del recibo')),
});

/** The staff statement's figures, without its student block (which carries the student's CI and phone). */
const { estudiante: _student, ...statementFields } = (statementAnswer as { properties: Record<string, JsonSchema> })
  .properties;
export const portalAccount = named(
  'PortalCuenta',
  obj({
    estudiante: obj({ idUsuario: int(), nombres: str(), apellidos: str(), nombreSucursal: str() }),
    estadoDeCuenta: named('PortalEstadoDeCuenta', obj(statementFields)),
    recibos: list(receipt),
    proximas: list(
      obj({
        idMensualidad: int(),
        nombreGrupo: str(),
        nroMensualidad: int(),
        fechaVencimiento: date(),
        saldo: bs(),
        vencida: bool(),
        diasAtraso: int(),
      }),
    ),
  }),
);

export const portalGrades = named(
  'PortalNotas',
  obj({
    grupos: list(
      obj({
        idGrupo: int(),
        nombreGrupo: str(),
        nombreSemestre: str(),
        diagnostico: nullable(bs('Nota de diagnóstico (0 a 100)')),
        meses: list(
          obj({
            mes: int(),
            materias: list(obj({ materia: str(), simulacro: nullable(bs()), examen: nullable(bs()) })),
          }),
        ),
      }),
    ),
  }),
);

export const portalAttendance = named(
  'PortalAsistencia',
  obj({
    mes: str('Año y mes, AAAA-MM'),
    grupos: list(
      obj({
        idGrupo: int(),
        nombreGrupo: str(),
        porcentaje: nullable(bs('Porcentaje de asistencia del mes')),
        dias: list(obj({ fecha: date(), presente: bool() })),
      }),
    ),
  }),
);

export const portalClasses = named(
  'PortalClases',
  obj({
    horarios: list(obj({ nombreGrupo: str(), docente: str(), fechaInicial: dateTime(), fechaFinal: dateTime() })),
    clases: list(obj({ fechaInicial: dateTime(), fechaFinal: dateTime(), materia: str(), docente: str() })),
  }),
);

export const portalCredential = named(
  'PortalCredencial',
  obj({
    nombres: str(),
    apellidos: str(),
    credenciales: list(
      obj({
        idGrupo: int(),
        nombreGrupo: str(),
        nombreSemestre: str(),
        validoHasta: str(),
        qr: nullable(str('Imagen PNG del QR (data: URI)')),
        foto: nullable(str('Foto (data: URI)')),
      }),
    ),
  }),
);

export const portalNotices = named(
  'PortalAvisos',
  list(
    obj({
      tipo: { type: 'string', enum: ['cuota vencida', 'falta'] },
      fecha: date(),
      texto: str(),
    }),
  ),
);

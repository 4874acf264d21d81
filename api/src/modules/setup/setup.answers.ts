import { bool, int, list, obj, str } from '../../schemas/answers.js';

/** The first-run form's choices: the active departments. */
export const firstRunOptionsAnswer = obj({
  abierto: bool(),
  departamentos: list(obj({ idDepartamento: int(), nombreDepartamento: str() })),
});

export const firstRunCreatedAnswer = obj({ msg: str(), type: int() });

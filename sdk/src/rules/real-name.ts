import { isValidIdNumber } from './id-number.js';

/** Letters of any script, with the middle dots and spaces of transliterated names. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}·・. ]{0,28}[\p{L}\p{M}]$/u;

export type RealNameProblem = 'required' | 'invalid';

/**
 * Tidies what a person typed (or a scanner read) for `POST /api/user/realName` and says what is
 * wrong with it: the legal name (`title`) and the 18-character resident ID number (`sfzid`).
 *
 * @example checkRealName(' 王 芳', '11010519491231002x') // { title: '王 芳', sfzid: '11010519491231002X', name: undefined, id: undefined }
 */
export function checkRealName(name: string, id: string) {
  const title = name.normalize('NFKC').trim().replace(/\s+/g, ' ');
  const sfzid = id.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
  const nameProblem: RealNameProblem | undefined = !title
    ? 'required'
    : NAME.test(title)
      ? undefined
      : 'invalid';
  const idProblem: RealNameProblem | undefined = !sfzid
    ? 'required'
    : isValidIdNumber(sfzid)
      ? undefined
      : 'invalid';
  return { title, sfzid, name: nameProblem, id: idProblem };
}

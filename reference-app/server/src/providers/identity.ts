/**
 * Real-name verification: does this name belong to this resident ID number? A real adapter asks
 * an identity verification service (the public-security "two elements" check that payment and
 * marketplace platforms in China use); the sandbox answers offline and predictably.
 */
export type IdentityAnswer = 'match' | 'mismatch';

export interface IdentityProvider {
  /** `idNumber` is already a valid 18-character number (checksum and date checked). */
  verify(input: { name: string; idNumber: string }): Promise<IdentityAnswer>;
}

/**
 * The sandbox: every valid number matches its name, except numbers whose sequence code (the
 * 15th to 17th characters) is `000`, which answer `mismatch` so a rejection can be tried, e.g.
 * `110105199001010002` is valid and never matches (docs/security.md).
 */
export class SandboxIdentityProvider implements IdentityProvider {
  async verify({ idNumber }: { name: string; idNumber: string }): Promise<IdentityAnswer> {
    return idNumber.slice(14, 17) === '000' ? 'mismatch' : 'match';
  }
}

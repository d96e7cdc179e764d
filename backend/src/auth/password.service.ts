import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id at the OWASP minimum (19 MiB, 2 iterations, 1 lane). */
/** Algorithm 2 = Argon2id (a const enum in the typings, which isolated modules cannot read). */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

@Injectable()
export class PasswordService {
  /** A valid hash of a random password: verifying against it costs the same as a real check. */
  private dummyHash: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(hashed: string | null, password: string): Promise<boolean> {
    if (!hashed) {
      this.dummyHash ??= hash(`no-user-${Math.random()}`, OPTIONS);
      await verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    return verify(hashed, password).catch(() => false);
  }
}

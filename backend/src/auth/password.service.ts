import { availableParallelism } from 'node:os';
import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id at the OWASP minimum (19 MiB, 2 iterations, 1 lane). Algorithm 2 = Argon2id (a const enum in
 * the typings, which isolated modules cannot read).
 */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * At most one hash per core at a time. Each holds 19 MiB while it runs and the work is pure CPU, so more at
 * once (libuv's pool runs four) only adds memory: ten sign-ins at once held about 76 MB instead of 38 on
 * two cores, for the same throughput.
 */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}

@Injectable()
export class PasswordService {
  private readonly slots = new Slots(Math.max(1, availableParallelism()));
  /** A valid hash of a random password: verifying against it costs the same as a real check. */
  private dummyHash: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return this.slots.run(() => hash(password, OPTIONS));
  }

  async verify(hashed: string | null, password: string): Promise<boolean> {
    if (!hashed) {
      this.dummyHash ??= this.hash(`no-user-${Math.random()}`);
      const dummy = await this.dummyHash;
      await this.slots.run(() => verify(dummy, password).catch(() => false));
      return false;
    }
    return this.slots.run(() => verify(hashed, password).catch(() => false));
  }
}

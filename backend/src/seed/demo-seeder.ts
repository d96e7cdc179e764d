import { randomBytes } from 'node:crypto';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../mikro-orm.config';
import { PasswordService } from '../auth/password.service';
import { User } from '../users/user.entity';
import { Refrigerant } from '../refrigerants/refrigerant.entity';
import { Supplier } from '../suppliers/supplier.entity';
import { Cylinder } from '../cylinders/cylinder.entity';
import { CylindersRepository } from '../cylinders/cylinders.repository';
import { RefrigerantsRepository } from '../refrigerants/refrigerants.repository';
import { LogsRepository } from '../logs/logs.repository';
import { LogsService } from '../logs/logs.service';
import type { AuthUser } from '../common/current-user';
import { Customer } from '../customers/customer.entity';
import {
  CYLINDER_STATUSES,
  FILLUP_TYPES,
  GENERAL_TYPES,
  RECLAIM_TYPES,
  localDate,
  movesInstallationGas,
  type CylinderStatus,
  type CylinderType,
  type MutationType,
  type RefrigerantType,
} from '../domain';
import { addDemoInstallations, decommissionDemoInstallation } from './demo-installations';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin-password', name: 'Demo Admin' };

const REFRIGERANTS: [string, RefrigerantType, number][] = [
  ['R-32', 'HFC', 675],
  ['R-410A', 'HFC', 2088],
  ['R-134a', 'HFC', 1430],
  ['R-404A', 'HFC', 3922],
  ['R-407C', 'HFC', 1774],
  ['R-1234yf', 'HFO', 1],
  ['R-744', 'Natural', 1],
  ['R-290', 'Natural', 3],
];
const SUPPLIERS = [
  {
    name: 'Koudetechniek Groothandel BV',
    contactPerson: 'Petra Jansen',
    email: 'verkoop@koudegroothandel.example',
    phone: '+31 10 555 0101',
    address: 'Havenweg 12, Rotterdam',
  },
  {
    name: 'GasCilinder Service NL',
    contactPerson: 'Ahmed El Amrani',
    email: 'info@gascilinder.example',
    phone: '+31 20 555 0202',
    address: 'Industrieweg 5, Amsterdam',
  },
  {
    name: 'Frigo Supply Benelux',
    contactPerson: 'Luc Peeters',
    email: 'orders@frigosupply.example',
    phone: '+32 3 555 0303',
    address: 'Kempenstraat 44, Antwerpen',
  },
  {
    name: 'Linde Koudemiddelen (demo)',
    contactPerson: null,
    email: null,
    phone: '+31 30 555 0404',
    address: null,
  },
];
const FITTERS = ['Jan de Vries', 'Sanne Bakker', 'Mohamed Yilmaz', 'Pieter Visser', 'Eva Mulder'];
const LOCATIONS = ['Magazijn Rotterdam', 'Bus 12', 'Bus 7', 'Magazijn Utrecht', 'Project Zuidas', null];
const DAY = 86_400_000;

/** A small deterministic random generator, so every demo database looks alike. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface SeedResult {
  skipped: boolean;
  reason?: string;
  accounts: { email: string; password: string; role: string; name: string }[];
  cylinders: number;
  logEntries: number;
  customers: number;
  installations: number;
  leakChecks: number;
  /** Log entries that name the installation the gas went into or came out of. */
  linkedEntries: number;
}

/**
 * Fills an empty register with demo data: refrigerants, suppliers, about 40 cylinders of both types in every
 * status, customers with their installations and leak checks (every due status, see demo-installations.ts),
 * a year of consistent mutations by five fitters (each reading before = the previous reading after, except
 * a few deliberate weight gaps; most fill-ups and recoveries name an installation of the cylinder's gas),
 * an admin and the fitters. Everything goes through the services the API uses, so the stored totals and
 * schedules are exactly what the API would have made. Refuses when the register has data.
 */
export async function seedDemo(databaseUrl: string, now = new Date()): Promise<SeedResult> {
  const orm = await MikroORM.init(createOrmConfig(databaseUrl));
  try {
    const em = orm.em.fork();
    const cylinders = await new CylindersRepository(em).registerSize();
    const { total: refrigerants } = await new RefrigerantsRepository(em).stats();
    const customers = await em.count(Customer, {});
    if (cylinders > 0 || refrigerants > 0 || customers > 0) {
      return {
        skipped: true,
        reason: 'the register already holds data (cylinders, refrigerants or customers)',
        accounts: [],
        cylinders: 0,
        logEntries: 0,
        customers: 0,
        installations: 0,
        leakChecks: 0,
        linkedEntries: 0,
      };
    }
    // One transaction for everything: all or nothing, and one commit instead of hundreds.
    await em.begin();
    try {
      const result = await fill(em, now);
      await em.commit();
      return result;
    } catch (error) {
      await em.rollback();
      throw error;
    }
  } finally {
    await orm.close(true);
  }
}

async function fill(em: EntityManager, now: Date): Promise<SeedResult> {
  {
    const passwords = new PasswordService();
    const accounts: SeedResult['accounts'] = [];
    const ensureUser = async (
      email: string,
      name: string,
      role: 'ADMIN' | 'MONTEUR',
      password: string,
    ): Promise<User> => {
      const existing = await em.findOne(User, { email });
      if (existing) {
        accounts.push({
          email,
          password: '(unchanged: account existed)',
          role: existing.role,
          name: existing.name,
        });
        return existing;
      }
      const user = em.create(User, { email, name, role, passwordHash: await passwords.hash(password) });
      await em.flush();
      accounts.push({ email, password, role, name });
      return user;
    };
    const admin = await ensureUser(DEMO_ADMIN.email, DEMO_ADMIN.name, 'ADMIN', DEMO_ADMIN.password);
    const fitters: User[] = [];
    for (const [index, name] of FITTERS.entries()) {
      fitters.push(
        await ensureUser(
          `monteur${index + 1}@example.com`,
          name,
          'MONTEUR',
          `monteur-${randomBytes(4).toString('hex')}`,
        ),
      );
    }

    const refrigerantRows = REFRIGERANTS.map(([name, type, gwp]) =>
      em.create(Refrigerant, { name, type, gwp }),
    );
    const supplierRows = SUPPLIERS.map((fields) => em.create(Supplier, fields));
    await em.flush();

    const asUser = (user: User): AuthUser => ({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
    });
    const demo = await addDemoInstallations(em, {
      today: localDate(now),
      refrigerants: refrigerantRows,
      fitters: fitters.map(asUser),
      admin: asUser(admin),
    });

    const rnd = random(20261121);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
    const yearAgo = now.getTime() - 365 * DAY;
    const plans: {
      cylinder: Cylinder;
      type: CylinderType;
      tare: number;
      content: number;
      /** Gross grams after its last planned entry. */
      finalGross?: number;
    }[] = [];
    for (let i = 0; i < 40; i++) {
      const refrigerant = refrigerantRows[i % refrigerantRows.length];
      const type: CylinderType = i % 4 === 3 ? 'RECLAIM' : 'FILL_UP';
      const status: CylinderStatus = i < 28 ? 'ACTIVE' : CYLINDER_STATUSES[1 + (i % 3)];
      const tare = Math.round((8 + rnd() * 8) * 10) / 10;
      const content = type === 'RECLAIM' ? (i % 8 === 7 ? 5 : 0) : [9, 10, 11.3, 12, 13.6, 40][i % 6];
      const cylinder = em.create(Cylinder, {
        serialNumber: `DEMO-${String(i + 1).padStart(4, '0')}`,
        gasType: refrigerant.name,
        refrigerant,
        supplier: supplierRows[i % supplierRows.length],
        deliveryWeight: (tare + content).toFixed(3),
        tareWeight: tare.toFixed(3),
        cylinderType: type,
        // A recovery cylinder holds recovered gas, up to what it is made to take.
        contentOrigin: type === 'RECLAIM' ? 'RECOVERED' : 'VIRGIN',
        capacity: type === 'RECLAIM' ? '40.000' : null,
        status,
        ownership: i % 5 === 0 ? 'HUUR' : 'KOOP',
        location: pick(LOCATIONS),
        purchaseDate: new Date(yearAgo - Math.floor(rnd() * 200) * DAY).toISOString().slice(0, 10),
        createdAt: new Date(yearAgo - DAY),
      });
      plans.push({ cylinder, type, tare, content });
    }
    await em.flush();

    // A year of mutations, generated per cylinder in date order and inserted in global date order.
    type Planned = {
      date: number;
      cylinderId: number;
      body: {
        mutationType: MutationType;
        installationId: number | null;
        weightBefore: number | null;
        weightAfter: number | null;
        weight?: number;
        workOrder: string | null;
        note: string | null;
      };
      fitter: User;
    };
    const planned: Planned[] = [];
    let workOrder = 1000;
    // A generator of its own, so the cylinders' mutations stay what they were before installations existed.
    const linkRnd = random(20261125);
    /** 60 % of the fill-ups and recoveries name an active installation of the cylinder's gas, installed by then. */
    const installationFor = (gas: string, type: MutationType, date: number): number | null => {
      if (!movesInstallationGas(type)) return null;
      const day = localDate(new Date(date));
      const candidates = demo.targets.filter((t) => t.linkable && t.gas === gas && t.installedOn <= day);
      if (candidates.length === 0 || linkRnd() >= 0.6) return null;
      return candidates[Math.floor(linkRnd() * candidates.length)].id;
    };
    for (const [index, plan] of plans.entries()) {
      let gross = Math.round((plan.tare + plan.content) * 1000);
      let date = yearAgo + Math.floor(rnd() * 20 * DAY);
      const count = index % 10 === 9 ? 0 : 8 + Math.floor(rnd() * 18);
      for (let n = 0; n < count && date < now.getTime() - DAY; n++) {
        const fitter = pick(fitters);
        const tare = Math.round(plan.tare * 1000);
        // A few deliberate gaps: an unrecorded use (or a leak) between two mutations.
        if (n > 2 && rnd() < 0.03 && gross - tare > 1500) gross -= 200 + Math.floor(rnd() * 600);
        const before = gross;
        const contentGrams = before - tare;
        let mutationType: MutationType;
        let moved = 0;
        const roll = rnd();
        if (plan.type === 'FILL_UP' && roll < 0.65 && contentGrams > 500) {
          mutationType = pick(FILLUP_TYPES);
          moved = Math.min(contentGrams, 300 + Math.floor(rnd() * 2700));
        } else if (plan.type === 'RECLAIM' && roll < 0.7 && contentGrams < 30_000) {
          mutationType = pick(RECLAIM_TYPES);
          moved = 200 + Math.floor(rnd() * 3500);
        } else if (plan.type === 'FILL_UP' && roll < 0.78) {
          mutationType = 'RECLAIM_WEIGH';
          moved = 50 + Math.floor(rnd() * 400);
        } else {
          mutationType = pick(GENERAL_TYPES);
        }
        const after = mutationType.startsWith('FILLUP_') ? before - moved : before + moved;
        const moves = moved > 0;
        const withReadings = rnd() < (moves ? 0.9 : 0.6);
        planned.push({
          date,
          cylinderId: plan.cylinder.id,
          fitter,
          body: {
            mutationType,
            installationId: installationFor(plan.cylinder.gasType, mutationType, date),
            weightBefore: withReadings ? before / 1000 : null,
            weightAfter: withReadings ? after / 1000 : null,
            ...(withReadings ? {} : { weight: moved / 1000 }),
            workOrder: moves ? `WO-2026-${workOrder++}` : null,
            note:
              mutationType === 'FILLUP_LEAKAGE'
                ? 'Lek gevonden en gerepareerd'
                : mutationType === 'INSPECTION'
                  ? 'Visuele controle, geen bijzonderheden'
                  : null,
          },
        });
        gross = after;
        date += Math.floor((3 + rnd() * 25) * DAY);
      }
      plan.finalGross = gross;
    }
    planned.sort((a, b) => a.date - b.date);

    // The installation being replaced: its gas recovered into a reclaim cylinder of that gas (the newest
    // entry of that cylinder, so its readings continue from the last one), then it is decommissioned.
    const closing = demo.toDecommission;
    const into = plans.find(
      (p) => p.type === 'RECLAIM' && p.cylinder.gasType === closing.gas && p.cylinder.status === 'ACTIVE',
    )!;
    const recoveredGrams = Math.round(closing.chargeKg * 1000 * 0.94);
    const closedAt = now.getTime() - 12 * 3_600_000;
    planned.push({
      date: closedAt,
      cylinderId: into.cylinder.id,
      fitter: fitters[0],
      body: {
        mutationType: 'RECLAIM_DECOMMISSION',
        installationId: closing.id,
        weightBefore: into.finalGross! / 1000,
        weightAfter: (into.finalGross! + recoveredGrams) / 1000,
        workOrder: `WO-2026-${workOrder}`,
        note: 'Installatie buiten gebruik gesteld, koudemiddel teruggewonnen',
      },
    });

    const logs = new LogsService(new LogsRepository(em));
    for (const entry of planned) {
      const enteredBy = rnd() < 0.85 ? entry.fitter : admin;
      await logs.create(
        {
          cylinderId: entry.cylinderId,
          userId: entry.fitter.id,
          date: new Date(entry.date).toISOString(),
          ...entry.body,
        },
        asUser(enteredBy),
      );
    }
    await decommissionDemoInstallation(em, closing.id, localDate(new Date(closedAt)), asUser(admin));
    const mismatches = await logs.verifyTotals();
    if (mismatches.length > 0)
      throw new Error(`Demo totals disagree with the log for ${mismatches.length} cylinder(s)`);
    return {
      skipped: false,
      accounts,
      cylinders: plans.length,
      logEntries: planned.length,
      customers: demo.customers,
      installations: demo.targets.length,
      leakChecks: demo.leakChecks,
      linkedEntries: planned.filter((entry) => entry.body.installationId !== null).length,
    };
  }
}

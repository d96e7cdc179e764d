import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '../common/current-user';
import { CustomersRepository } from '../customers/customers.repository';
import { CustomersService } from '../customers/customers.service';
import { addDays, addMonths, leakCheckRequirement, type InstallationCategory, type IsoDate } from '../domain';
import { InstallationSchedules } from '../installations/installation-schedules';
import { InstallationsRepository } from '../installations/installations.repository';
import { InstallationsService } from '../installations/installations.service';
import { LeakChecksRepository } from '../leak-checks/leak-checks.repository';
import { LeakChecksService } from '../leak-checks/leak-checks.service';
import type { Refrigerant } from '../refrigerants/refrigerant.entity';
import type { SettingsService } from '../settings/settings.service';

/** The installation's site address: the customer's street, postcode and city on one line. */
const customerAddress = (c: { address: string; postcode: string; city: string }) =>
  `${c.address}, ${c.postcode} ${c.city}`;

const CUSTOMERS = [
  {
    name: 'Bakkerij Van der Meer BV',
    address: 'Marktstraat 14',
    postcode: '3811 AB',
    city: 'Amersfoort',
    kvkNumber: '61234567',
    contactPerson: 'Henk van der Meer',
    email: 'henk@bakkerijvandermeer.example',
    phone: '+31 33 555 1401',
  },
  {
    name: 'Supermarkt De Korenschoof',
    address: 'Dorpsstraat 88',
    postcode: '1613 AH',
    city: 'Grootebroek',
    kvkNumber: '62469134',
    contactPerson: 'Ingrid Schouten',
    email: 'filiaal@korenschoof.example',
    phone: '+31 228 555 088',
  },
  {
    name: 'Hotel Zeezicht Scheveningen',
    address: 'Gevers Deynootweg 40',
    postcode: '2586 BJ',
    city: 'Den Haag',
    kvkNumber: '63703701',
    contactPerson: 'Martijn Kok',
    email: 'technischedienst@hotelzeezicht.example',
    phone: '+31 70 555 4040',
  },
  {
    name: 'Zorgcentrum De Lindehof',
    address: 'Lindelaan 2',
    postcode: '5611 AA',
    city: 'Eindhoven',
    kvkNumber: '64938268',
    contactPerson: 'Fatima Bouzid',
    email: 'facilitair@lindehof.example',
    phone: '+31 40 555 0202',
  },
  {
    name: 'Zuidas Kantoorbeheer BV',
    address: 'Gustav Mahlerlaan 300',
    postcode: '1082 ME',
    city: 'Amsterdam',
    kvkNumber: '66172835',
    contactPerson: 'Robert de Graaf',
    email: 'gebouwbeheer@zuidaskantoor.example',
    phone: '+31 20 555 3000',
  },
  {
    name: 'Slagerij Hendriks',
    address: 'Hoogstraat 21',
    postcode: '6511 RA',
    city: 'Nijmegen',
    kvkNumber: '67407402',
    contactPerson: 'Kees Hendriks',
    email: null,
    phone: '+31 24 555 2121',
  },
  {
    name: 'Gemeente Zwolle, sporthal De Wetering',
    address: 'Schuttevaerkade 5',
    postcode: '8021 DA',
    city: 'Zwolle',
    kvkNumber: '68641969',
    contactPerson: 'Lotte Dijkstra',
    email: 'vastgoed@zwolle.example',
    phone: '+31 38 555 0500',
  },
  {
    name: 'Koel- en Vrieshuis Westland BV',
    address: 'Veilingweg 7',
    postcode: '2675 BA',
    city: 'Honselersdijk',
    kvkNumber: '69876536',
    contactPerson: 'Arjen Vermeulen',
    email: 'planning@vrieshuiswestland.example',
    phone: '+31 174 555 0707',
  },
];

/**
 * Where an installation's last check lies against today: overdue, due within the month, well ahead, never
 * checked (installed recently), a repaired leak with its follow-up done, a repair whose follow-up is still
 * open, or exempt (never checked: no check is required). DECOMMISSIONED: checked until it was closed.
 */
type Plan =
  'OVERDUE' | 'DUE_SOON' | 'OK' | 'NEVER' | 'REPAIRED' | 'FOLLOW_UP_OPEN' | 'EXEMPT' | 'DECOMMISSIONED';

interface DemoInstallation {
  customer: number;
  name: string;
  category: InstallationCategory;
  gas: string;
  chargeKg: number;
  hermetic?: boolean;
  detection?: boolean;
  manufacturer: string;
  model: string;
  installedYear: number;
  plan: Plan;
}

const INSTALLATIONS: DemoInstallation[] = [
  {
    customer: 0,
    name: 'Koelcel bakkerij',
    category: 'REFRIGERATION',
    gas: 'R-134a',
    chargeKg: 6.5,
    manufacturer: 'Viessmann',
    model: 'TectoCell 2400',
    installedYear: 2016,
    plan: 'OK',
  },
  {
    customer: 0,
    name: 'Vriezer deegwaren',
    category: 'REFRIGERATION',
    gas: 'R-404A',
    chargeKg: 3.2,
    manufacturer: 'Foster',
    model: 'EP1440L',
    installedYear: 2014,
    plan: 'OVERDUE',
  },
  {
    customer: 0,
    name: 'Airco winkel',
    category: 'AIR_CONDITIONING',
    gas: 'R-32',
    chargeKg: 1.8,
    manufacturer: 'Daikin',
    model: 'FTXM50R',
    installedYear: 2021,
    plan: 'EXEMPT',
  },
  {
    customer: 1,
    name: 'Centrale koeling',
    category: 'REFRIGERATION',
    gas: 'R-404A',
    chargeKg: 48,
    manufacturer: 'Bitzer',
    model: 'ECOSTAR LHV7E',
    installedYear: 2013,
    plan: 'REPAIRED',
  },
  {
    customer: 1,
    name: 'Vriesmeubelen CO2',
    category: 'REFRIGERATION',
    gas: 'R-744',
    chargeKg: 35,
    manufacturer: 'Carrier',
    model: 'CO2OLtec Compact',
    installedYear: 2020,
    plan: 'EXEMPT',
  },
  {
    customer: 1,
    name: 'Airco kantine',
    category: 'AIR_CONDITIONING',
    gas: 'R-410A',
    chargeKg: 3.6,
    hermetic: true,
    manufacturer: 'Mitsubishi Electric',
    model: 'PUHZ-ZRP100',
    installedYear: 2018,
    plan: 'EXEMPT',
  },
  {
    customer: 2,
    name: 'Chiller hoofdgebouw',
    category: 'AIR_CONDITIONING',
    gas: 'R-134a',
    chargeKg: 85,
    manufacturer: 'Trane',
    model: 'RTWD 120',
    installedYear: 2012,
    plan: 'DUE_SOON',
  },
  {
    customer: 2,
    name: 'Warmtepomp zwembad',
    category: 'HEAT_PUMP',
    gas: 'R-410A',
    chargeKg: 12,
    manufacturer: 'Dantherm',
    model: 'CDP 165',
    installedYear: 2017,
    plan: 'OVERDUE',
  },
  {
    customer: 2,
    name: 'Koelcel keuken',
    category: 'REFRIGERATION',
    gas: 'R-404A',
    chargeKg: 7.5,
    manufacturer: 'Viessmann',
    model: 'TectoCell 3000',
    installedYear: 2015,
    plan: 'OK',
  },
  {
    customer: 2,
    name: 'Split-units vleugel B',
    category: 'AIR_CONDITIONING',
    gas: 'R-32',
    chargeKg: 9.6,
    manufacturer: 'Daikin',
    model: 'VRV 5 RXYSA',
    installedYear: 0,
    plan: 'NEVER',
  },
  {
    customer: 2,
    name: 'Wijnklimaatkast',
    category: 'OTHER',
    gas: 'R-1234yf',
    chargeKg: 0.8,
    hermetic: true,
    manufacturer: 'Liebherr',
    model: 'WKes 4552',
    installedYear: 2022,
    plan: 'EXEMPT',
  },
  {
    customer: 3,
    name: 'Warmtepomp 1',
    category: 'HEAT_PUMP',
    gas: 'R-32',
    chargeKg: 14,
    manufacturer: 'Vaillant',
    model: 'aroTHERM plus 12',
    installedYear: 2019,
    plan: 'OK',
  },
  {
    customer: 3,
    name: 'Warmtepomp 2',
    category: 'HEAT_PUMP',
    gas: 'R-32',
    chargeKg: 14,
    manufacturer: 'Vaillant',
    model: 'aroTHERM plus 12',
    installedYear: 2019,
    plan: 'DUE_SOON',
  },
  {
    customer: 3,
    name: 'Koelcel keuken',
    category: 'REFRIGERATION',
    gas: 'R-134a',
    chargeKg: 4.2,
    manufacturer: 'Foster',
    model: 'Coldroom CR2',
    installedYear: 2016,
    plan: 'OVERDUE',
  },
  {
    customer: 4,
    name: 'VRF-systeem verdieping 1-4',
    category: 'AIR_CONDITIONING',
    gas: 'R-410A',
    chargeKg: 62,
    detection: true,
    manufacturer: 'Toshiba',
    model: 'SMMS-e MMY-MAP',
    installedYear: 2015,
    plan: 'OK',
  },
  {
    customer: 4,
    name: 'Koeling serverruimte',
    category: 'AIR_CONDITIONING',
    gas: 'R-410A',
    chargeKg: 8.5,
    manufacturer: 'Stulz',
    model: 'CyberAir 3PRO',
    installedYear: 2018,
    plan: 'FOLLOW_UP_OPEN',
  },
  {
    customer: 4,
    name: 'Warmtepomp dakopstelling',
    category: 'HEAT_PUMP',
    gas: 'R-1234yf',
    chargeKg: 24,
    manufacturer: 'Carrier',
    model: 'AquaForce 61XWH',
    installedYear: 2021,
    plan: 'OVERDUE',
  },
  {
    customer: 4,
    name: 'Airco vergaderzalen',
    category: 'AIR_CONDITIONING',
    gas: 'R-407C',
    chargeKg: 11,
    manufacturer: 'Mitsubishi Electric',
    model: 'PUHY-P250',
    installedYear: 2011,
    plan: 'OK',
  },
  {
    customer: 5,
    name: 'Koelcel vlees',
    category: 'REFRIGERATION',
    gas: 'R-404A',
    chargeKg: 9,
    manufacturer: 'Bitzer',
    model: 'LH84E/2KES',
    installedYear: 2014,
    plan: 'DUE_SOON',
  },
  {
    customer: 5,
    name: 'Oude koelcel',
    category: 'REFRIGERATION',
    gas: 'R-404A',
    chargeKg: 5.5,
    manufacturer: 'Copeland',
    model: 'ZB38KCE',
    installedYear: 2008,
    plan: 'DECOMMISSIONED',
  },
  {
    customer: 5,
    name: 'Vitrinekoeling',
    category: 'REFRIGERATION',
    gas: 'R-290',
    chargeKg: 1.2,
    hermetic: true,
    manufacturer: 'AHT',
    model: 'Paris 250',
    installedYear: 2022,
    plan: 'EXEMPT',
  },
  {
    customer: 6,
    name: 'Warmtepomp sporthal',
    category: 'HEAT_PUMP',
    gas: 'R-410A',
    chargeKg: 28,
    manufacturer: 'Daikin',
    model: 'EWYQ-G',
    installedYear: 2016,
    plan: 'OK',
  },
  {
    customer: 6,
    name: 'Luchtbehandeling kantine',
    category: 'AIR_CONDITIONING',
    gas: 'R-407C',
    chargeKg: 7.2,
    manufacturer: 'Swegon',
    model: 'GOLD RX 20',
    installedYear: 0,
    plan: 'NEVER',
  },
  {
    customer: 7,
    name: 'Vrieshal A',
    category: 'REFRIGERATION',
    gas: 'R-404A',
    chargeKg: 130,
    detection: true,
    manufacturer: 'GEA',
    model: 'Grasso 45HP',
    installedYear: 2010,
    plan: 'OK',
  },
  {
    customer: 7,
    name: 'Proceskoeling sorteerlijn',
    category: 'OTHER',
    gas: 'R-134a',
    chargeKg: 22,
    manufacturer: 'Climaveneta',
    model: 'NECS-W 0612',
    installedYear: 2017,
    plan: 'OVERDUE',
  },
  {
    customer: 7,
    name: 'Koelhal B',
    category: 'REFRIGERATION',
    gas: 'R-744',
    chargeKg: 900,
    manufacturer: 'Advansor',
    model: 'SteelXL',
    installedYear: 2023,
    plan: 'EXEMPT',
  },
];

/** An installation the demo mutations may name: its id, gas, installation date, and whether it stays active. */
export interface DemoTarget {
  id: number;
  gas: string;
  installedOn: IsoDate;
  linkable: boolean;
}

export interface DemoInstallationsResult {
  customers: number;
  targets: DemoTarget[];
  leakChecks: number;
  /** The installation to decommission once its gas has been recovered. */
  toDecommission: DemoTarget & { chargeKg: number };
}

/**
 * Customers, installations and their leak checks, through the services the API uses, so every stored
 * schedule is what the app computes. Check dates are placed against `today` so that the installations show
 * every due status: overdue, due soon, OK, never checked and exempt.
 */
export async function addDemoInstallations(
  em: EntityManager,
  context: { today: IsoDate; refrigerants: Refrigerant[]; fitters: AuthUser[]; admin: AuthUser },
): Promise<DemoInstallationsResult> {
  const { today, fitters } = context;
  const customers = new CustomersService(new CustomersRepository(em));
  const { installations, schedules } = installationsService(em);
  const leakChecks = new LeakChecksService(new LeakChecksRepository(em), schedules);

  const customerIds: number[] = [];
  for (const fields of CUSTOMERS) customerIds.push((await customers.create(fields)).id);

  const targets: DemoTarget[] = [];
  let toDecommission: DemoInstallationsResult['toDecommission'] | null = null;
  let checkCount = 0;
  for (const [index, plan] of INSTALLATIONS.entries()) {
    const refrigerant = context.refrigerants.find((r) => r.name === plan.gas)!;
    // Recently installed ones have had no check yet; the others were installed in spring of their year.
    const installedOn =
      plan.plan === 'NEVER' ? addDays(today, -40 - index) : `${plan.installedYear}-04-${10 + (index % 18)}`;
    const created = await installations.create({
      customerId: customerIds[plan.customer],
      name: plan.name,
      address: customerAddress(CUSTOMERS[plan.customer]),
      category: plan.category,
      manufacturer: plan.manufacturer,
      model: plan.model,
      serialNumber: `${plan.manufacturer.slice(0, 3).toUpperCase()}-${installedOn.slice(0, 4)}-${String(4711 + index * 37).padStart(6, '0')}`,
      refrigerantId: refrigerant.id,
      chargeKg: plan.chargeKg,
      installedOn,
      hermeticallySealed: plan.hermetic ?? false,
      leakDetectionSystem: plan.detection ?? false,
    });
    const { intervalMonths } = leakCheckRequirement({
      chargeKg: plan.chargeKg,
      gwp: refrigerant.gwp,
      refrigerantType: refrigerant.type,
      hermeticallySealed: plan.hermetic ?? false,
      leakDetectionSystem: plan.detection ?? false,
    });
    const fitter = fitters[index % fitters.length];
    const checks = checkDates(plan.plan, intervalMonths ?? 12, today, installedOn);
    let previousId: number | null = null;
    for (const check of checks) {
      const saved = await leakChecks.create(
        {
          installationId: created.id,
          checkedOn: check.on,
          userId: fitter.id,
          result: check.leak ? 'LEAK_FOUND' : 'NO_LEAK',
          leakLocation: check.leak ? 'Soldeerverbinding zuigleiding bij de verdamper' : null,
          repairedOn: check.leak ? addDays(check.on, 1) : null,
          repairDescription: check.leak ? 'Verbinding opnieuw gesoldeerd, druktest 30 bar geslaagd' : null,
          followUpOfId: check.followUp ? previousId : null,
          note: check.followUp ? 'Controle na reparatie: geen lekkage' : null,
        },
        fitter,
      );
      previousId = saved.id;
      checkCount++;
    }
    const target: DemoTarget = {
      id: created.id,
      gas: plan.gas,
      installedOn,
      linkable: plan.plan !== 'DECOMMISSIONED',
    };
    targets.push(target);
    if (plan.plan === 'DECOMMISSIONED') toDecommission = { ...target, chargeKg: plan.chargeKg };
  }
  return { customers: customerIds.length, targets, leakChecks: checkCount, toDecommission: toDecommission! };
}

/**
 * The check dates of one installation, oldest first: a check every interval back from the last one, at most
 * four and none before the installation. `leak` marks a check that found (and the next day repaired) a leak,
 * `followUp` the re-check of the check before it.
 */
function checkDates(
  plan: Plan,
  months: number,
  today: IsoDate,
  installedOn: IsoDate,
): { on: IsoDate; leak?: boolean; followUp?: boolean }[] {
  const last: Record<Plan, IsoDate | null> = {
    OVERDUE: addDays(addMonths(today, -months), -25),
    DUE_SOON: addDays(addMonths(today, -months), 12),
    OK: addDays(today, -35),
    REPAIRED: addDays(today, -52),
    FOLLOW_UP_OPEN: addDays(today, -6),
    EXEMPT: null,
    DECOMMISSIONED: addDays(today, -240),
    NEVER: null,
  };
  const newest = last[plan];
  if (newest === null) return [];
  const dates: { on: IsoDate; leak?: boolean; followUp?: boolean }[] = [];
  for (let n = 1; n <= 3; n++) {
    const on = addMonths(newest, -months * n);
    if (on > installedOn) dates.unshift({ on });
  }
  if (plan === 'REPAIRED') {
    // A leak found and repaired the next day; the re-check a week later found nothing.
    dates.push({ on: addDays(newest, -8), leak: true }, { on: newest, followUp: true });
  } else if (plan === 'FOLLOW_UP_OPEN') {
    dates.push({ on: newest, leak: true });
  } else {
    dates.push({ on: newest });
  }
  return dates;
}

/** Closes an installation whose gas has been recovered, as an administrator does through the API. */
export async function decommissionDemoInstallation(
  em: EntityManager,
  id: number,
  decommissionedOn: IsoDate,
  admin: AuthUser,
): Promise<void> {
  await installationsService(em).installations.decommission(
    id,
    {
      decommissionedOn,
      gasDestination: 'RECOVERED_INTO_CYLINDERS',
      note: 'Installatie vervangen; koudemiddel teruggewonnen in een retourcilinder',
    },
    admin,
  );
}

/**
 * The installations service on the seeding transaction's entity manager. Registering and decommissioning read
 * no setting (only an installation's QR address does), so no settings service is started for it.
 */
function installationsService(em: EntityManager) {
  const repository = new InstallationsRepository(em);
  const schedules = new InstallationSchedules(repository);
  const noSettings = {
    get: () => Promise.reject(new Error('The demo data reads no setting')),
  } as unknown as SettingsService;
  return { installations: new InstallationsService(repository, schedules, noSettings), schedules };
}

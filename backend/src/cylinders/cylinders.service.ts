import { Injectable } from '@nestjs/common';
import { AppError, badRequest, conflict } from '../common/app-error';
import { unlessTaken } from '../common/unique-violation';
import { Page, parseListQuery, type ListParams, type ListQueryDto } from '../common/list-query';
import { CLOCK_BOUND_MAX_AGE_MS, CommittedStateCache } from '../database/committed-state-cache';
import { CommittedStateRepository } from '../database/committed-state.repository';
import { kgText, toGrams } from '../domain';
import { RefrigerantsRepository, type RefrigerantName } from '../refrigerants/refrigerants.repository';
import { SettingsService } from '../settings/settings.service';
import { SuppliersRepository } from '../suppliers/suppliers.repository';
import { toCylinderDetailDto, toCylinderDto } from './cylinder.mapper';
import type { CsvLanguage } from '../common/csv-language';
import { fileNamePart } from '../common/file-name';
import { returnSlipPdf } from './return-slip-pdf';
import { capacityText, originColumns } from './cylinder-origin';
import { CYLINDER_LIST, isFiltered } from './cylinder-queries';
import { CylindersRepository } from './cylinders.repository';
import type {
  CreateCylinderDto,
  OriginFacilityInputDto,
  ReturnCylinderDto,
  UpdateCylinderDto,
} from './dto/cylinder-input.dto';
import { DEFAULT_DETAIL_LOGS } from './dto/cylinder-detail-query.dto';
import type { CylinderDetailDto } from './dto/cylinder-detail.dto';
import type { CylinderDto } from './dto/cylinder.dto';
import { parseId } from '../common/id.pipe';

const serialTaken = (serialNumber: string) =>
  conflict('SERIAL_NUMBER_TAKEN', `Serial number ${serialNumber} is already in use`, { serialNumber });

@Injectable()
export class CylindersService {
  /** List pages and detail answers, reused while nothing is committed (see CommittedStateCache). */
  private readonly pages: CommittedStateCache<Page<CylinderDto>>;
  private readonly details: CommittedStateCache<CylinderDetailDto>;

  constructor(
    private readonly cylinders: CylindersRepository,
    private readonly refrigerants: RefrigerantsRepository,
    private readonly suppliers: SuppliersRepository,
    private readonly settings: SettingsService,
    committedState: CommittedStateRepository,
  ) {
    const current = () => committedState.current();
    // Bounded by rows kept: a page weighs its cylinders, a detail its entries (an answer heavier than the
    // whole bound, such as an unpaged list, is not kept).
    this.pages = new CommittedStateCache(current, {
      maxAgeMs: CLOCK_BOUND_MAX_AGE_MS,
      maxWeight: 2_000,
      weigh: (page) => 1 + page.items.length,
    });
    this.details = new CommittedStateCache(current, {
      maxAgeMs: CLOCK_BOUND_MAX_AGE_MS,
      maxWeight: 4_000,
      weigh: (detail) => 1 + detail.logs.length,
    });
  }

  async publicUrl(): Promise<string> {
    return (await this.settings.get()).publicUrl;
  }

  /**
   * One statement for the page, its total (bounded: see COUNT_AHEAD) and the register's size (a stored
   * count), which a filtered list sends for its "n of N".
   */
  list(query: ListQueryDto): Promise<Page<CylinderDto>> {
    const params = parseListQuery(query, CYLINDER_LIST);
    return this.pages.get(JSON.stringify(params), () => this.readPage(params));
  }

  private async readPage(params: ListParams): Promise<Page<CylinderDto>> {
    const [{ rows, total, capped, registerSize }, publicUrl] = await Promise.all([
      this.cylinders.list(params),
      this.publicUrl(),
    ]);
    return new Page(
      'cylinders',
      rows.map((row) => toCylinderDto(row, publicUrl)),
      params.offset,
      total,
      isFiltered(params) ? registerSize : undefined,
      capped,
    );
  }

  async findOne(id: number): Promise<CylinderDto> {
    const [row, publicUrl] = await Promise.all([this.cylinders.findRow(id), this.publicUrl()]);
    if (!row) throw cylinderNotFound();
    return toCylinderDto(row, publicUrl);
  }

  /**
   * The cylinder with its newest live log entries (a bounded answer even for a cylinder with thousands),
   * two queries in parallel.
   */
  findDetail(id: number, logsLimit = DEFAULT_DETAIL_LOGS): Promise<CylinderDetailDto> {
    return this.details.get(`${id}:${logsLimit}`, () => this.readDetail(id, logsLimit));
  }

  private async readDetail(id: number, logsLimit: number): Promise<CylinderDetailDto> {
    const [{ row, logs }, publicUrl] = await Promise.all([
      this.cylinders.findDetail(id, logsLimit),
      this.publicUrl(),
    ]);
    if (!row) throw cylinderNotFound();
    return toCylinderDetailDto(row, logs, publicUrl);
  }

  exists(id: number): Promise<boolean> {
    return this.cylinders.exists(id);
  }

  /**
   * Scan resolution: a URL with /cylinder/<id>, a bare id, or a serial number (trimmed, case-insensitive).
   * An id candidate wins over a serial match; a number that is no id is tried as a serial. One query.
   */
  async resolveCode(code: string): Promise<CylinderDto> {
    const text = code.trim();
    const fromUrl = /\/cylinder\/(\d{1,10})(?=$|[/?#])/i.exec(text)?.[1];
    const candidate = fromUrl ?? (/^\d{1,10}$/.test(text) ? text : undefined);
    // The API's one id rule: "0001" is no id (it named cylinder 1 before the serial "0001" was tried).
    const id = candidate === undefined ? null : parseId(candidate);
    const [row, publicUrl] = await Promise.all([this.cylinders.findByCode(text, id), this.publicUrl()]);
    if (!row) throw cylinderNotFound();
    return toCylinderDto(row, publicUrl);
  }

  async create(input: CreateCylinderDto): Promise<CylinderDto> {
    assertDeliveryAtLeastTare(input.deliveryWeight, input.tareWeight);
    assertRentalOnlyForHuur(
      input.ownership ?? 'KOOP',
      input.rentalFreeUntil ?? null,
      input.rentalReturnBy ?? null,
    );
    if (await this.cylinders.serialTaken(input.serialNumber, null)) throw serialTaken(input.serialNumber);
    // A linked refrigerant (by id, or by a gasType equal to its name) gives the gas type its spelling.
    const refrigerant = input.refrigerantId
      ? await this.assertRefrigerant(input.refrigerantId)
      : await this.refrigerants.findNamed(input.gasType);
    if (input.supplierId) await this.assertSupplier(input.supplierId);
    const id = await unlessTaken(
      () =>
        this.cylinders.create({
          serialNumber: input.serialNumber,
          gasType: refrigerant?.name ?? input.gasType,
          refrigerantId: refrigerant?.id ?? null,
          supplierId: input.supplierId || null,
          deliveryWeight: kgText(toGrams(input.deliveryWeight)),
          tareWeight: kgText(toGrams(input.tareWeight)),
          cylinderType: input.cylinderType ?? 'FILL_UP',
          status: input.status ?? 'ACTIVE',
          ownership: input.ownership ?? 'KOOP',
          location: input.location ?? null,
          purchaseDate: input.purchaseDate ?? null,
          receivedOn: input.receivedOn ?? null,
          deliveryReference: input.deliveryReference ?? null,
          rentalFreeUntil: input.rentalFreeUntil ?? null,
          rentalReturnBy: input.rentalReturnBy ?? null,
          retestDue: input.retestDue ?? null,
          capacity: capacityText(input.capacity),
          ...originColumns(
            input.cylinderType ?? 'FILL_UP',
            input.contentOrigin,
            input.originFacility ?? null,
          ),
        }),
      () => serialTaken(input.serialNumber),
    );
    return this.findOne(id);
  }

  /** Optimistic lock: the caller's version must be the stored one (409 STALE_VERSION), checked again by the UPDATE. */
  async update(id: number, input: UpdateCylinderDto): Promise<CylinderDto> {
    // Only a new serial number can collide with another cylinder's.
    const edited = await unlessTaken(
      () =>
        this.cylinders.edit(id, async ({ cylinder, linkRefrigerant, linkSupplier }) => {
          if (cylinder.version !== input.version) throw staleVersion(cylinder.version);

          const delivery = input.deliveryWeight ?? cylinder.deliveryWeight;
          const tare = input.tareWeight ?? cylinder.tareWeight;
          assertDeliveryAtLeastTare(delivery, tare);
          if (
            input.serialNumber !== undefined &&
            input.serialNumber.toLowerCase() !== cylinder.serialNumber.toLowerCase() &&
            (await this.cylinders.serialTaken(input.serialNumber, id))
          ) {
            throw serialTaken(input.serialNumber);
          }
          if (input.serialNumber !== undefined) cylinder.serialNumber = input.serialNumber;

          // A linked refrigerant gives the gas type its spelling ("r-32" linked to R-32 is stored as "R-32").
          let gasType = input.gasType ?? cylinder.gasType;
          if (input.refrigerantId) {
            const refrigerant = await this.assertRefrigerant(input.refrigerantId);
            linkRefrigerant(refrigerant.id);
            gasType = refrigerant.name;
          } else if (input.refrigerantId === null) {
            linkRefrigerant(null);
          } else if (input.gasType !== undefined) {
            // A new gas type without a refrigerant: link the refrigerant of that name, or none (never a stale
            // link). The same gas type in another spelling keeps the link, in the refrigerant's spelling.
            const changed = input.gasType.toLowerCase() !== cylinder.gasType.toLowerCase();
            const named = await this.refrigerants.findNamed(input.gasType);
            if (changed) linkRefrigerant(named?.id ?? null);
            if (named && cylinder.refrigerant?.id === named.id) gasType = named.name;
          }
          cylinder.gasType = gasType;

          if (input.supplierId) {
            await this.assertSupplier(input.supplierId);
            linkSupplier(input.supplierId);
          } else if (input.supplierId === null) {
            linkSupplier(null);
          }
          if (input.deliveryWeight !== undefined)
            cylinder.deliveryWeight = kgText(toGrams(input.deliveryWeight));
          if (input.tareWeight !== undefined) cylinder.tareWeight = kgText(toGrams(input.tareWeight));
          const previousType = cylinder.cylinderType;
          if (input.cylinderType !== undefined) cylinder.cylinderType = input.cylinderType;
          if (input.status !== undefined) cylinder.status = input.status;
          if (input.ownership !== undefined) cylinder.ownership = input.ownership;
          if (input.location !== undefined) cylinder.location = input.location;
          if (input.purchaseDate !== undefined) cylinder.purchaseDate = input.purchaseDate;
          if (input.receivedOn !== undefined) cylinder.receivedOn = input.receivedOn;
          if (input.deliveryReference !== undefined) cylinder.deliveryReference = input.deliveryReference;
          if (input.rentalFreeUntil !== undefined) cylinder.rentalFreeUntil = input.rentalFreeUntil;
          if (input.rentalReturnBy !== undefined) cylinder.rentalReturnBy = input.rentalReturnBy;
          if (input.retestDue !== undefined) cylinder.retestDue = input.retestDue;
          assertRentalOnlyForHuur(cylinder.ownership, cylinder.rentalFreeUntil, cylinder.rentalReturnBy);
          if (input.capacity !== undefined) cylinder.capacity = capacityText(input.capacity);
          // The origin follows the type: a cylinder made a recovery cylinder holds recovered gas; one that
          // stops being one needs an origin of its own (400 unless given).
          const typeChanged = input.cylinderType !== undefined && input.cylinderType !== previousType;
          if (input.contentOrigin !== undefined || input.originFacility !== undefined || typeChanged) {
            const stored: OriginFacilityInputDto | null =
              cylinder.originFacilityName === null
                ? null
                : {
                    name: cylinder.originFacilityName,
                    address: cylinder.originFacilityAddress,
                    certificateNumber: cylinder.originFacilityCertificateNumber,
                  };
            const kept =
              typeChanged && cylinder.cylinderType === 'RECLAIM' ? undefined : cylinder.contentOrigin;
            Object.assign(
              cylinder,
              originColumns(
                cylinder.cylinderType,
                input.contentOrigin ?? kept,
                input.originFacility !== undefined ? input.originFacility : stored,
              ),
            );
          }
        }),
      () => serialTaken(input.serialNumber!),
    );
    if (!edited) throw cylinderNotFound();
    return this.findOne(id);
  }

  /**
   * The return slip of a returned cylinder (PDF in `lang`): 409 CYLINDER_NOT_RETURNED while it has not been
   * returned.
   */
  async returnSlip(id: number, lang: CsvLanguage): Promise<{ pdf: Buffer; fileName: string }> {
    const cylinder = await this.findOne(id);
    if (cylinder.returnedOn === null || cylinder.weightAtReturn === null)
      throw conflict('CYLINDER_NOT_RETURNED', 'This cylinder has not been returned to its supplier');
    const [supplier, settings] = await Promise.all([
      cylinder.supplierId === null ? undefined : this.suppliers.findRow(cylinder.supplierId),
      this.settings.get(),
    ]);
    const pdf = await returnSlipPdf(
      { ...cylinder, returnedOn: cylinder.returnedOn, weightAtReturn: cylinder.weightAtReturn },
      {
        company: { name: settings.organisationName, certificateNumber: settings.companyCertificateNumber },
        supplier: supplier
          ? { name: supplier.name, address: supplier.address, contactPerson: supplier.contactPerson }
          : null,
      },
      lang,
    );
    const fileName = `${lang === 'nl' ? 'retourbon' : 'return-slip'}-${fileNamePart(cylinder.serialNumber) || cylinder.id}-${cylinder.returnedOn}.pdf`;
    return { pdf, fileName };
  }

  /**
   * The cylinder goes back to its supplier: INACTIVE with returnedOn set, out of pickers and stock, its
   * records kept. Once only (409 CYLINDER_ALREADY_RETURNED), decided under the cylinder's row lock.
   */
  async returnToSupplier(id: number, input: ReturnCylinderDto): Promise<CylinderDto> {
    const weightAtReturn = kgText(toGrams(input.weightAtReturn));
    const outcome = await this.cylinders.markReturned(id, {
      returnedOn: input.returnedOn,
      weightAtReturn,
      returnReference: input.returnReference ?? null,
    });
    if (outcome.kind === 'missing') throw cylinderNotFound();
    if (outcome.kind === 'returned')
      throw conflict('CYLINDER_ALREADY_RETURNED', `This cylinder was returned on ${outcome.returnedOn}`, {
        returnedOn: outcome.returnedOn,
      });
    if (outcome.kind === 'below-tare')
      throw badRequest(
        'RETURN_BELOW_TARE',
        'The weight at return cannot be below the tare weight (the empty cylinder)',
        { weightAtReturn: toGrams(weightAtReturn) / 1000, tareWeight: toGrams(outcome.tareWeight) / 1000 },
      );
    return this.findOne(id);
  }

  /** Erases a cylinder without any log entry (deleted ones count: F-gas records are kept); answers it as it was. */
  async remove(id: number): Promise<CylinderDto> {
    const publicUrl = await this.publicUrl();
    const row = await this.cylinders.eraseUnlessLogged(id, (count) => {
      if (count > 0) {
        throw conflict(
          'CYLINDER_HAS_LOGS',
          `This cylinder has ${count} mutation${count === 1 ? '' : 's'}; F-gas records must be kept. Set its status to DECOMMISSIONED instead`,
          { count },
        );
      }
    });
    if (!row) throw cylinderNotFound();
    return toCylinderDto(row, publicUrl);
  }

  private async assertRefrigerant(id: number): Promise<RefrigerantName> {
    const row = await this.refrigerants.findName(id);
    if (!row)
      throw badRequest('REFRIGERANT_NOT_FOUND', `Refrigerant ${id} does not exist`, { refrigerantId: id });
    return row;
  }

  private async assertSupplier(id: number): Promise<void> {
    if (!(await this.suppliers.exists(id)))
      throw badRequest('SUPPLIER_NOT_FOUND', `Supplier ${id} does not exist`, { supplierId: id });
  }
}

export const cylinderNotFound = () => new AppError('CYLINDER_NOT_FOUND', 'Cylinder not found');

const staleVersion = (current: number) =>
  conflict('STALE_VERSION', 'Someone else changed this cylinder in the meantime: reload it and try again', {
    version: current,
  });

/** Rental dates belong to rented (HUUR) cylinders only: a bought one has no rent to run out. */
function assertRentalOnlyForHuur(
  ownership: string,
  rentalFreeUntil: string | null,
  rentalReturnBy: string | null,
): void {
  if (ownership !== 'HUUR' && (rentalFreeUntil !== null || rentalReturnBy !== null)) {
    const message = 'rentalFreeUntil and rentalReturnBy are only for rented (HUUR) cylinders';
    throw new AppError('RENTAL_ONLY_FOR_HUUR', message, undefined, {
      ...(rentalFreeUntil !== null ? { rentalFreeUntil: [message] } : {}),
      ...(rentalReturnBy !== null ? { rentalReturnBy: [message] } : {}),
    });
  }
}

function assertDeliveryAtLeastTare(delivery: number | string, tare: number | string): void {
  if (toGrams(delivery) < toGrams(tare)) {
    throw badRequest(
      'DELIVERY_BELOW_TARE',
      'The delivery weight cannot be below the tare weight (the empty cylinder)',
      {
        deliveryWeight: toGrams(delivery) / 1000,
        tareWeight: toGrams(tare) / 1000,
      },
    );
  }
}

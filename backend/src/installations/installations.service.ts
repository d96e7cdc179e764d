import { Injectable } from '@nestjs/common';
import { AppError, badRequest, conflict, notFound } from '../common/app-error';
import { companyToday } from '../common/calendar-date';
import type { AuthUser } from '../common/current-user';
import { Page, parseListQuery, type ListQueryDto } from '../common/list-query';
import { isForeignKeyViolation, isUniqueViolation } from '../database/pg-errors';
import type { Sql } from '../database/sql';
import { kgText, toGrams } from '../domain';
import type {
  CreateInstallationDto,
  DecommissionInstallationDto,
  UpdateInstallationDto,
} from './dto/installation-input.dto';
import type { InstallationDto } from './dto/installation.dto';
import { InstallationSchedules } from './installation-schedules';
import { installationUrl, toInstallationDto } from './installation.mapper';
import { SettingsService } from '../settings/settings.service';
import {
  INSTALLATION_LIST,
  InstallationsRepository,
  type InstallationFields,
} from './installations.repository';

const NAME_UNIQUE = 'installations_customer_name_unique';

export const installationNotFound = () => notFound('Installation', 'INSTALLATION_NOT_FOUND');
const nameTaken = (name: string) =>
  conflict('INSTALLATION_NAME_TAKEN', `This customer already has an installation named ${name}`, { name });
const customerNotFound = (customerId: number) =>
  new AppError('CUSTOMER_NOT_FOUND', 'The customer does not exist', { customerId }, undefined, 400);
const refrigerantNotFound = (refrigerantId: number) =>
  badRequest('REFRIGERANT_NOT_FOUND', 'The refrigerant does not exist', { refrigerantId });
const invalidField = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, undefined, { [field]: [message] });

@Injectable()
export class InstallationsService {
  constructor(
    private readonly installations: InstallationsRepository,
    private readonly schedules: InstallationSchedules,
    private readonly settings: SettingsService,
  ) {}

  /** The URL an installation's QR label encodes (404 when there is no such installation). */
  async labelUrl(id: number): Promise<string> {
    const [exists, settings] = await Promise.all([this.installations.exists(id), this.settings.get()]);
    if (!exists) throw installationNotFound();
    return installationUrl(settings.publicUrl, id);
  }

  async list(query: ListQueryDto): Promise<Page<InstallationDto>> {
    const params = parseListQuery(query, INSTALLATION_LIST);
    const { rows, total } = await this.installations.list(params, companyToday());
    return new Page('installations', rows.map(toInstallationDto), params.offset, total);
  }

  async findOne(id: number): Promise<InstallationDto> {
    const row = await this.installations.findRow(id, companyToday());
    if (!row) throw installationNotFound();
    return toInstallationDto(row);
  }

  async create(input: CreateInstallationDto): Promise<InstallationDto> {
    const fields: InstallationFields = {
      customerId: input.customerId,
      name: input.name,
      address: input.address ?? null,
      category: input.category ?? 'OTHER',
      manufacturer: input.manufacturer ?? null,
      model: input.model ?? null,
      serialNumber: input.serialNumber ?? null,
      refrigerantId: input.refrigerantId,
      chargeKg: kgText(toGrams(input.chargeKg)),
      installedOn: input.installedOn ?? null,
      hermeticallySealed: input.hermeticallySealed ?? false,
      leakDetectionSystem: input.leakDetectionSystem ?? false,
    };
    return this.write(fields.name, async (tx) => {
      await this.assertReferences(tx, fields);
      const id = await this.installations.insert(tx, fields);
      await this.schedules.refresh(tx, id);
      return id;
    });
  }

  /** Any subset of the fields; a change of charge, refrigerant, flags or installation date moves the schedule. */
  async update(id: number, input: UpdateInstallationDto): Promise<InstallationDto> {
    let name = input.name ?? '';
    return this.write(
      () => name,
      async (tx) => {
        const stored = await this.installations.lock(tx, id);
        if (!stored) throw installationNotFound();
        const pick = <T>(value: T | undefined, current: T): T => (value !== undefined ? value : current);
        const fields: InstallationFields = {
          customerId: pick(input.customerId, stored.customer_id),
          name: pick(input.name, stored.name),
          address: pick(input.address, stored.address),
          category: pick(input.category, stored.category),
          manufacturer: pick(input.manufacturer, stored.manufacturer),
          model: pick(input.model, stored.model),
          serialNumber: pick(input.serialNumber, stored.serial_number),
          refrigerantId: pick(input.refrigerantId, stored.refrigerant_id),
          chargeKg: input.chargeKg !== undefined ? kgText(toGrams(input.chargeKg)) : stored.charge_kg,
          installedOn: pick(input.installedOn, stored.installed_on),
          hermeticallySealed: pick(input.hermeticallySealed, stored.hermetically_sealed),
          leakDetectionSystem: pick(input.leakDetectionSystem, stored.leak_detection_system),
        };
        name = fields.name;
        if (fields.customerId !== stored.customer_id || fields.refrigerantId !== stored.refrigerant_id)
          await this.assertReferences(tx, fields);
        await this.installations.update(tx, id, fields);
        await this.schedules.refresh(tx, id);
        return id;
      },
    );
  }

  /**
   * Erases an installation nothing points to (no log entry, no leak check) and answers it as it was;
   * otherwise 409 INSTALLATION_IN_USE: its records stay, decommission it instead.
   */
  async remove(id: number): Promise<InstallationDto> {
    try {
      const row = await this.installations.transaction(async (tx) => {
        const stored = await this.installations.lock(tx, id);
        if (!stored) throw installationNotFound();
        const refs = await this.installations.references(tx, id);
        if (refs.entries > 0 || refs.leak_checks > 0) throw this.inUse(stored.name, refs);
        const before = await this.installations.findRow(id, companyToday(), tx);
        await this.installations.delete(tx, id);
        return before!;
      });
      return toInstallationDto(row);
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      throw this.inUse(`#${id}`, null);
    }
  }

  /** Closes an installation: it takes no new entries or leak checks; its records and linked entries stay. */
  async decommission(
    id: number,
    input: DecommissionInstallationDto,
    actor: AuthUser,
  ): Promise<InstallationDto> {
    const row = await this.installations.transaction(async (tx) => {
      const stored = await this.installations.lock(tx, id);
      if (!stored) throw installationNotFound();
      if (stored.status === 'DECOMMISSIONED')
        throw conflict(
          'INSTALLATION_ALREADY_DECOMMISSIONED',
          'This installation has already been decommissioned',
        );
      if (stored.installed_on !== null && input.decommissionedOn < stored.installed_on)
        throw invalidField('decommissionedOn', 'decommissionedOn must not be before the installation date');
      await this.installations.decommission(tx, id, {
        decommissionedOn: input.decommissionedOn,
        gasDestination: input.gasDestination,
        note: input.note ?? null,
        actorId: actor.id,
      });
      await this.schedules.refresh(tx, id);
      return this.installations.findRow(id, companyToday(), tx);
    });
    return toInstallationDto(row!);
  }

  // ---- helpers -------------------------------------------------------------------------------------------

  /** Runs a write and answers the installation as stored; a name its customer already uses: 409. */
  private async write(
    name: string | (() => string),
    work: (tx: Sql) => Promise<number>,
  ): Promise<InstallationDto> {
    try {
      const row = await this.installations.transaction(async (tx) => {
        const id = await work(tx);
        return this.installations.findRow(id, companyToday(), tx);
      });
      return toInstallationDto(row!);
    } catch (error) {
      if (isUniqueViolation(error, NAME_UNIQUE)) throw nameTaken(typeof name === 'string' ? name : name());
      throw error;
    }
  }

  private async assertReferences(tx: Sql, fields: InstallationFields): Promise<void> {
    if (!(await this.installations.customerExists(tx, fields.customerId)))
      throw customerNotFound(fields.customerId);
    if (!(await this.installations.refrigerantExists(tx, fields.refrigerantId)))
      throw refrigerantNotFound(fields.refrigerantId);
  }

  private inUse(name: string, refs: { entries: number; leak_checks: number } | null): AppError {
    return conflict(
      'INSTALLATION_IN_USE',
      `Installation ${name} has records (mutations or leak checks): decommission it instead of deleting it`,
      refs ? { name, entries: refs.entries, leakChecks: refs.leak_checks } : { name },
    );
  }
}

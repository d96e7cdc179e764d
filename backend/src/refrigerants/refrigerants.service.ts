import { Injectable } from '@nestjs/common';
import { AppError, conflict, notFound } from '../common/app-error';
import { Page, parseListQuery, type ListQueryDto } from '../common/list-query';
import { unlessTaken } from '../common/unique-violation';
import { type CreateRefrigerantDto, type UpdateRefrigerantDto } from './dto/refrigerant-input.dto';
import type { RefrigerantStatsDto } from './dto/refrigerant-stats.dto';
import { toRefrigerantDto, type RefrigerantDto } from './dto/refrigerant.dto';
import { REFRIGERANT_LIST, RefrigerantsRepository } from './refrigerants.repository';
import { InstallationSchedules } from '../installations/installation-schedules';

export const refrigerantNameTaken = (name: string) =>
  conflict('REFRIGERANT_NAME_TAKEN', `A refrigerant named ${name} already exists`, { name });

const refrigerantInUse = (name: string, cylinders: number) =>
  new AppError(
    'REFRIGERANT_IN_USE',
    cylinders > 0
      ? `Refrigerant ${name} is used by ${cylinders} ${cylinders === 1 ? 'cylinder' : 'cylinders'}: it cannot be deleted`
      : `Refrigerant ${name} is used by cylinders: it cannot be deleted`,
    { name, cylinders },
  );

@Injectable()
export class RefrigerantsService {
  constructor(
    private readonly refrigerants: RefrigerantsRepository,
    private readonly schedules: InstallationSchedules,
  ) {}

  async list(query: ListQueryDto): Promise<Page<RefrigerantDto>> {
    const params = parseListQuery(query, REFRIGERANT_LIST);
    const { rows, total } = await this.refrigerants.list(params);
    return new Page('refrigerants', rows.map(toRefrigerantDto), params.offset, total);
  }

  stats(): Promise<RefrigerantStatsDto> {
    return this.refrigerants.stats();
  }

  async findOne(id: number): Promise<RefrigerantDto> {
    const row = await this.refrigerants.findRow(id);
    if (!row) throw notFound('Refrigerant');
    return toRefrigerantDto(row);
  }

  async create(input: CreateRefrigerantDto): Promise<RefrigerantDto> {
    const refrigerant = await unlessTaken(
      () => this.refrigerants.create({ name: input.name, type: input.type, gwp: input.gwp ?? null }),
      () => refrigerantNameTaken(input.name),
    );
    return toRefrigerantDto({ ...refrigerant, cylinders: 0 });
  }

  async update(id: number, input: UpdateRefrigerantDto): Promise<RefrigerantDto> {
    // Only a new name can collide with another refrigerant's.
    const refrigerant = await unlessTaken(
      () =>
        this.refrigerants.edit(id, (row) => {
          if (input.name !== undefined) row.name = input.name;
          if (input.type !== undefined) row.type = input.type;
          if (input.gwp !== undefined) row.gwp = input.gwp;
        }),
      () => refrigerantNameTaken(input.name!),
    );
    if (!refrigerant) throw notFound('Refrigerant');
    // The leak-check interval of every installation with this gas follows its GWP and type.
    if (input.gwp !== undefined || input.type !== undefined) await this.schedules.refreshOfRefrigerant(id);
    return this.findOne(id);
  }

  /** Erases a refrigerant no cylinder uses and answers it as it was; one that cylinders use: 409. */
  async remove(id: number): Promise<RefrigerantDto> {
    const removed = await this.refrigerants.remove(id, refrigerantInUse);
    return toRefrigerantDto({ ...removed, cylinders: 0 });
  }
}

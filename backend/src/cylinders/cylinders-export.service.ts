import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CSV_BOM, csvFileName, csvLine, formatDateTimeNl } from '../common/csv';
import { parseListQuery, type ListQueryDto } from '../common/list-query';
import { toCylinderDto, type CylinderRow } from './cylinder.mapper';
import { CYLINDER_LIST, cylinderPage, CylindersService, selectCylinders } from './cylinders.service';
import type { CylinderDto } from './dto/cylinder.dto';

export const MAX_EXPORT_ROWS = 100_000;
const CHUNK = 1000;

/** The register's columns: readable English headers, values from the same DTO the JSON API answers. */
export const CYLINDER_CSV_COLUMNS: [string, (c: CylinderDto) => unknown][] = [
  ['Id', (c) => c.id],
  ['Serial number', (c) => c.serialNumber],
  ['Gas type', (c) => c.gasType],
  ['Refrigerant type', (c) => c.refrigerantType],
  ['GWP', (c) => c.gwp],
  ['Supplier', (c) => c.supplierName],
  ['Cylinder type', (c) => c.cylinderType],
  ['Status', (c) => c.status],
  ['Ownership', (c) => c.ownership],
  ['Location', (c) => c.location],
  ['Purchase date', (c) => c.purchaseDate],
  ['Delivery weight (kg)', (c) => c.deliveryWeight],
  ['Tare weight (kg)', (c) => c.tareWeight],
  ['Initial content (kg)', (c) => c.initialWeight],
  ['Total filled (kg)', (c) => c.totalFilled],
  ['Total reclaimed (kg)', (c) => c.totalReclaimed],
  ['Net difference (kg)', (c) => c.netDifference],
  ['Current content (kg)', (c) => c.currentWeight],
  ['Fill level', (c) => c.fillLevel],
  ['Fill (%)', (c) => c.fillPercent],
  ['CO2e (tonnes)', (c) => c.co2eTonnes],
  ['Weight gap', (c) => c.hasWeightGap],
  ['Mutations', (c) => c.logCount],
  ['Last mutation', (c) => formatDateTimeNl(c.lastLogDate)],
  ['Created', (c) => formatDateTimeNl(c.createdAt)],
  ['QR code', (c) => c.qrCode],
];

/**
 * The cylinder register as CSV (Dutch spreadsheet conventions, common/csv.ts). The ids are read first in
 * the requested order (one small query), then the rows in chunks by id and streamed: memory stays flat
 * and no connection is held while a slow client reads.
 */
@Injectable()
export class CylindersExportService {
  constructor(
    private readonly em: EntityManager,
    private readonly cylinders: CylindersService,
  ) {}

  async export(query: ListQueryDto): Promise<{ fileName: string; stream: Readable }> {
    const params = {
      ...parseListQuery({ sort: query.sort, filter: query.filter }, CYLINDER_LIST),
      offset: 0,
      limit: MAX_EXPORT_ROWS,
    };
    const knex = this.em.getKnex();
    const idQuery = cylinderPage(knex, params, 'c.id');
    const [idRows, publicUrl] = await Promise.all([
      this.em.execute<{ id: number }[]>(idQuery),
      this.cylinders.publicUrl(),
    ]);
    const ids = idRows.map((row) => row.id);
    const connection = this.em.getConnection();

    async function* lines(): AsyncGenerator<string> {
      yield CSV_BOM + csvLine(CYLINDER_CSV_COLUMNS.map(([header]) => header));
      for (let start = 0; start < ids.length; start += CHUNK) {
        const chunk = ids.slice(start, start + CHUNK);
        const rows = await connection.execute<CylinderRow[]>(selectCylinders(knex).whereIn('c.id', chunk));
        const byId = new Map(rows.map((row) => [row.id, row]));
        let out = '';
        for (const id of chunk) {
          const row = byId.get(id);
          if (!row) continue; // erased since the ids were read
          const dto = toCylinderDto(row, publicUrl);
          out += csvLine(CYLINDER_CSV_COLUMNS.map(([, value]) => value(dto)));
        }
        yield out;
      }
    }
    return { fileName: csvFileName('fgas-cylinders'), stream: Readable.from(lines(), { objectMode: false }) };
  }
}

import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { CSV_BOM, csvFileName, csvLine, formatDateTimeNl } from '../common/csv';
import { yesNo, type CsvLanguage } from '../common/csv-language';
import { parseListQuery, type ListQueryDto } from '../common/list-query';
import { domainLabels } from '../domain';
import { toCylinderDto } from './cylinder.mapper';
import { CYLINDER_LIST, CylindersRepository } from './cylinders.repository';
import { CylindersService } from './cylinders.service';
import type { CylinderDto } from './dto/cylinder.dto';

export const MAX_EXPORT_ROWS = 100_000;
const CHUNK = 1000;

type Column = [string, (c: CylinderDto) => unknown];

/**
 * The register's columns in English (lang=en, what integrators parse): readable headers, values from the same
 * DTO the JSON API answers, codes as the API writes them. Never reordered or renamed.
 */
export const CYLINDER_CSV_COLUMNS: Column[] = [
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

const NL = domainLabels('nl');

/** The same columns in Dutch, in the same order, codes in words; then the codes in their own columns. */
export const CYLINDER_CSV_COLUMNS_NL: Column[] = [
  ['Id', (c) => c.id],
  ['Serienummer', (c) => c.serialNumber],
  ['Gastype', (c) => c.gasType],
  ['Soort koudemiddel', (c) => c.refrigerantType],
  ['GWP', (c) => c.gwp],
  ['Leverancier', (c) => c.supplierName],
  ['Cilindertype', (c) => NL.cylinderType[c.cylinderType]],
  ['Status', (c) => NL.status[c.status]],
  ['Eigendom', (c) => NL.ownership[c.ownership]],
  ['Locatie', (c) => c.location],
  ['Aankoopdatum', (c) => c.purchaseDate],
  ['Leveringsgewicht (kg)', (c) => c.deliveryWeight],
  ['Tarragewicht (kg)', (c) => c.tareWeight],
  ['Begininhoud (kg)', (c) => c.initialWeight],
  ['Totaal gevuld (kg)', (c) => c.totalFilled],
  ['Totaal teruggewonnen (kg)', (c) => c.totalReclaimed],
  ['Netto verschil (kg)', (c) => c.netDifference],
  ['Huidige inhoud (kg)', (c) => c.currentWeight],
  ['Vulniveau', (c) => NL.fillLevel[c.fillLevel]],
  ['Vulling (%)', (c) => c.fillPercent],
  ['CO2e (ton)', (c) => c.co2eTonnes],
  ['Gewichtsverschil', (c) => yesNo(c.hasWeightGap, 'nl')],
  ['Mutaties', (c) => c.logCount],
  ['Laatste mutatie', (c) => formatDateTimeNl(c.lastLogDate)],
  ['Aangemaakt', (c) => formatDateTimeNl(c.createdAt)],
  ['QR-code', (c) => c.qrCode],
  ['cylinderType', (c) => c.cylinderType],
  ['status', (c) => c.status],
  ['ownership', (c) => c.ownership],
  ['fillLevel', (c) => c.fillLevel],
];

export const CYLINDER_CSV_COLUMNS_BY_LANGUAGE: Record<CsvLanguage, Column[]> = {
  en: CYLINDER_CSV_COLUMNS,
  nl: CYLINDER_CSV_COLUMNS_NL,
};

/**
 * The cylinder register as CSV (Dutch spreadsheet conventions, common/csv.ts). The ids are read first in
 * the requested order (one small query), then the rows in chunks by id and streamed: memory stays flat
 * and no connection is held while a slow client reads.
 */
@Injectable()
export class CylindersExportService {
  constructor(
    private readonly repository: CylindersRepository,
    private readonly cylinders: CylindersService,
  ) {}

  async export(query: ListQueryDto, lang: CsvLanguage): Promise<{ fileName: string; stream: Readable }> {
    const columns = CYLINDER_CSV_COLUMNS_BY_LANGUAGE[lang];
    const params = {
      ...parseListQuery({ sort: query.sort, filter: query.filter }, CYLINDER_LIST),
      offset: 0,
      limit: MAX_EXPORT_ROWS,
    };
    const [ids, publicUrl] = await Promise.all([this.repository.ids(params), this.cylinders.publicUrl()]);
    const repository = this.repository;

    async function* lines(): AsyncGenerator<string> {
      yield CSV_BOM + csvLine(columns.map(([header]) => header));
      // The next chunk is read while this one is formatted.
      const read = (start: number) =>
        start < ids.length ? repository.rowsByIds(ids.slice(start, start + CHUNK)) : null;
      let next = read(0);
      for (let start = 0; start < ids.length; start += CHUNK) {
        const chunk = ids.slice(start, start + CHUNK);
        const rows = (await next) ?? [];
        next = read(start + CHUNK);
        // A reader that stops early leaves the read ahead unawaited: its failure must not go unhandled.
        next?.catch(() => undefined);
        const byId = new Map(rows.map((row) => [row.id, row]));
        let out = '';
        for (const id of chunk) {
          const row = byId.get(id);
          if (!row) continue; // erased since the ids were read
          const dto = toCylinderDto(row, publicUrl);
          out += csvLine(columns.map(([, value]) => value(dto)));
        }
        yield out;
      }
    }
    return { fileName: csvFileName('fgas-cylinders'), stream: Readable.from(lines(), { objectMode: false }) };
  }
}

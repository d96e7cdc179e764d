import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { CSV_BOM, csvFileName, csvLine } from '../common/csv';
import { csvFromCopy } from '../common/csv-line-ends';
import type { CsvLanguage } from '../common/csv-language';
import { parseListQuery, type ListQueryDto } from '../common/list-query';
import { CYLINDER_LIST, MAX_EXPORT_ROWS } from './cylinder-queries';
import { CylindersRepository } from './cylinders.repository';
import { CylindersService } from './cylinders.service';

/**
 * The register CSV's header per language. en (what integrators parse): readable headers, the values of the
 * same DTO the JSON API answers, codes as the API writes them; never reordered or renamed. nl: the same
 * columns in Dutch, codes in words, then the codes again in their own columns. The cells are computed by
 * PostgreSQL in this order (cylinders.repository.ts, registerCsvColumns).
 */
export const CYLINDER_CSV_HEADERS: Record<CsvLanguage, string[]> = {
  en: [
    'Id',
    'Serial number',
    'Gas type',
    'Refrigerant type',
    'GWP',
    'Supplier',
    'Cylinder type',
    'Status',
    'Ownership',
    'Location',
    'Purchase date',
    'Delivery weight (kg)',
    'Tare weight (kg)',
    'Initial content (kg)',
    'Total filled (kg)',
    'Total reclaimed (kg)',
    'Net difference (kg)',
    'Current content (kg)',
    'Fill level',
    'Fill (%)',
    'CO2e (tonnes)',
    'Weight gap',
    'Mutations',
    'Last mutation',
    'Created',
    'QR code',
  ],
  nl: [
    'Id',
    'Serienummer',
    'Gastype',
    'Soort koudemiddel',
    'GWP',
    'Leverancier',
    'Cilindertype',
    'Status',
    'Eigendom',
    'Locatie',
    'Aankoopdatum',
    'Leveringsgewicht (kg)',
    'Tarragewicht (kg)',
    'Begininhoud (kg)',
    'Totaal gevuld (kg)',
    'Totaal teruggewonnen (kg)',
    'Netto verschil (kg)',
    'Huidige inhoud (kg)',
    'Vulniveau',
    'Vulling (%)',
    'CO2e (ton)',
    'Gewichtsverschil',
    'Mutaties',
    'Laatste mutatie',
    'Aangemaakt',
    'QR-code',
    'cylinderType',
    'status',
    'ownership',
    'fillLevel',
  ],
};

/**
 * The cylinder register as CSV (Dutch spreadsheet conventions, common/csv.ts), at most MAX_EXPORT_ROWS in
 * list order: the header, then PostgreSQL's COPY of the rows, formatted in SQL (the API passes bytes on).
 */
@Injectable()
export class CylindersExportService {
  constructor(
    private readonly repository: CylindersRepository,
    private readonly cylinders: CylindersService,
  ) {}

  async export(query: ListQueryDto, lang: CsvLanguage): Promise<{ fileName: string; stream: Readable }> {
    const params = {
      ...parseListQuery({ sort: query.sort, filter: query.filter }, CYLINDER_LIST),
      offset: 0,
      limit: MAX_EXPORT_ROWS,
    };
    const records = await this.repository.copyRegisterCsv(params, lang, await this.cylinders.publicUrl());
    return {
      fileName: csvFileName('fgas-cylinders'),
      stream: csvFromCopy(CSV_BOM + csvLine(CYLINDER_CSV_HEADERS[lang]), records),
    };
  }
}

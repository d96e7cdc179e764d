import { ApiProperty } from '@nestjs/swagger';
import {
  CONTENT_ORIGINS,
  GAS_DESTINATIONS,
  INSTRUMENT_KINDS,
  LEAK_CHECK_METHODS,
  type InstrumentKind,
  type LeakCheckMethod,
  LEAK_CHECK_RESULTS,
  MUTATION_TYPES,
  type ContentOrigin,
  type GasDestination,
  type LeakCheckResult,
  type MutationType,
} from '../../domain';
import { InstallationDto } from '../../installations/dto/installation.dto';

/** The individual who did the work, with the personal certificate the record names. */
export class LogbookPersonDto {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ example: 'Monteur Mark' }) name!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "the person's F-gas certificate number as the record stored it when it was made; null when none was on file then",
  })
  certificateNumber!: string | null;
}

const COMPANY_CERTIFICATE_OF_RECORD = {
  type: String,
  nullable: true,
  description:
    "the company's F-gas certificate number as the record stored it when it was made; null when none was on file then",
};

/** The facility that recycled or reclaimed a cylinder's content (Art. 7(d)). */
export class LogbookFacilityDto {
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: String, nullable: true }) certificateNumber!: string | null;
}

/** An installation whose recovered gas a fill-up used (Art. 7(d) for recovered gas). */
export class LogbookRecoveredFromDto {
  @ApiProperty({ type: 'integer' }) installationId!: number;
  @ApiProperty({ example: 'Koelcel 2' }) name!: string;
}

/** One quantity added to or recovered from the installation: a live mutation linked to it, as it stands. */
export class LogbookEntryDto {
  @ApiProperty({ type: 'integer', description: 'the mutation (log entry) id' }) id!: number;
  @ApiProperty({ type: String, format: 'date-time' }) date!: string;
  @ApiProperty({ enum: MUTATION_TYPES }) mutationType!: MutationType;
  @ApiProperty({ example: 1.25, description: 'kg moved (exact to the gram)' }) kg!: number;
  @ApiProperty({ type: 'integer' }) cylinderId!: number;
  @ApiProperty({ example: 'FG-0004' }) cylinderSerialNumber!: string;
  @ApiProperty({ enum: CONTENT_ORIGINS, description: "the cylinder's content origin" })
  contentOrigin!: ContentOrigin;
  @ApiProperty({
    type: LogbookFacilityDto,
    nullable: true,
    description: 'null for virgin and recovered gas',
  })
  originFacility!: LogbookFacilityDto | null;
  @ApiProperty({
    type: [LogbookRecoveredFromDto],
    description:
      'a fill-up of RECOVERED gas: the installations it was recovered from (into that cylinder, before the fill-up); otherwise empty',
  })
  recoveredFrom!: LogbookRecoveredFromDto[];
  @ApiProperty({ type: String, nullable: true }) workOrder!: string | null;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: LogbookPersonDto, description: 'the fitter who did the work' })
  fitter!: LogbookPersonDto;
  @ApiProperty(COMPANY_CERTIFICATE_OF_RECORD)
  companyCertificateNumber!: string | null;
  @ApiProperty({
    description: 'true once an administrator corrected it (its history keeps the earlier values)',
  })
  corrected!: boolean;
}

/** Art. 7(a): the gas and the installation charge. */
export class LogbookChargeDto {
  @ApiProperty({ example: 'R-404A' }) gasType!: string;
  @ApiProperty({ type: 'integer', nullable: true, example: 3922 }) gwp!: number | null;
  @ApiProperty({ example: 12.5, description: 'the installation charge, kg' }) chargeKg!: number;
  @ApiProperty({ type: Number, nullable: true, example: 49.025, description: 'charge x GWP / 1000' })
  co2eTonnes!: number | null;
}

/** Art. 7(b) or (c): every quantity added or recovered in the period, oldest first, and their sum. */
export class LogbookQuantitiesDto {
  @ApiProperty({ example: 3.5, description: 'sum of the entries, kg' }) totalKg!: number;
  @ApiProperty({ type: [LogbookEntryDto] }) entries!: LogbookEntryDto[];
}

/** Art. 7(d): how much of the added gas was virgin, recycled or reclaimed, and the non-virgin fill-ups. */
export class LogbookOriginDto {
  @ApiProperty({ example: 2 }) virginKg!: number;
  @ApiProperty({ example: 0 }) recycledKg!: number;
  @ApiProperty({ example: 1.5 }) reclaimedKg!: number;
  @ApiProperty({ example: 0, description: 'filled from recovery cylinders (recovered gas put back), kg' })
  recoveredKg!: number;
  @ApiProperty({
    type: [LogbookEntryDto],
    description:
      'the fill-ups of recycled, reclaimed or recovered gas, with their facility or the installations it came from',
  })
  entries!: LogbookEntryDto[];
}

/** Art. 7(e): the company that did the work. */
export class LogbookCompanyDto {
  @ApiProperty({ example: 'Koeltechniek Jansen BV', description: 'the organisation name of the settings' })
  name!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "the company's certificate number stored by the period's latest record that has one; null when none of its records has one",
  })
  certificateNumber!: string | null;
  @ApiProperty({
    type: [String],
    example: ['BV-2021-17', 'BV-2026-88'],
    description:
      "every company certificate number the period's records stored, oldest first (a renewal in the period gives two)",
  })
  certificateNumbers!: string[];
}

/**
 * Art. 7(e): an individual who did work in the period, with one certificate number their records stored: a
 * person whose records name two numbers (a renewal in the period) has a line for each.
 */
export class LogbookFitterDto extends LogbookPersonDto {
  @ApiProperty({ type: 'integer', description: 'quantities added or recovered by this person in the period' })
  entries!: number;
  @ApiProperty({ type: 'integer', description: 'leak checks by this person in the period' })
  leakChecks!: number;
}

/** The measuring instrument a leak check was made with. */
export class LogbookInstrumentDto {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ enum: INSTRUMENT_KINDS }) kind!: InstrumentKind;
  @ApiProperty({ example: 'LD-2291' }) serialNumber!: string;
}

/** Art. 7(f): one leak check with its repair and follow-up. */
export class LogbookLeakCheckDto {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: String, format: 'date' }) checkedOn!: string;
  @ApiProperty({ enum: LEAK_CHECK_RESULTS }) result!: LeakCheckResult;
  @ApiProperty({
    enum: LEAK_CHECK_METHODS,
    nullable: true,
    description: 'how the check was made; null when not recorded',
  })
  method!: LeakCheckMethod | null;
  @ApiProperty({ type: String, nullable: true }) leakLocation!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) repairedOn!: string | null;
  @ApiProperty({ type: String, nullable: true }) repairDescription!: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'the check this one re-checks' })
  followUpOfId!: number | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'after a repair: first day of the follow-up',
  })
  followUpDueFrom!: string | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'after a repair: last day of the follow-up',
  })
  followUpDueBy!: string | null;
  @ApiProperty({ type: [Number], description: 'the live checks that re-check this one' })
  followedUpByIds!: number[];
  @ApiProperty({
    type: LogbookInstrumentDto,
    nullable: true,
    description: 'the instrument the check was made with; null when none was named',
  })
  instrument!: LogbookInstrumentDto | null;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: LogbookPersonDto }) fitter!: LogbookPersonDto;
  @ApiProperty(COMPANY_CERTIFICATE_OF_RECORD)
  companyCertificateNumber!: string | null;
  @ApiProperty() corrected!: boolean;
}

/** Art. 7(g): the decommissioning, what was done with the gas, and the reclaims that recovered it. */
export class LogbookDecommissioningDto {
  @ApiProperty({ type: String, format: 'date' }) decommissionedOn!: string;
  @ApiProperty({ enum: GAS_DESTINATIONS }) gasDestination!: GasDestination;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'the administrator who recorded it' })
  recordedBy!: string | null;
  @ApiProperty({ description: 'kg of the recovery entries' }) recoveredKg!: number;
  @ApiProperty({
    type: [LogbookEntryDto],
    description: 'the linked decommissioning reclaims (RECLAIM_DECOMMISSION) of the period',
  })
  recoveryEntries!: LogbookEntryDto[];
}

export class LogbookPeriodDto {
  @ApiProperty({ type: String, format: 'date', nullable: true }) from!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) to!: string | null;
}

export class LogbookCustomerDto {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
}

/**
 * The record Regulation (EU) 2024/573 Art. 7 asks of an installation, for a period: sections (a) to (g).
 * Voided and deleted records are left out: the logbook shows the record as it stands (corrections keep their
 * history on the mutation or check itself). Weights in kg.
 */
export class LogbookDto {
  @ApiProperty({ type: String, format: 'date-time' }) generatedAt!: string;
  @ApiProperty({ type: LogbookPeriodDto }) period!: LogbookPeriodDto;
  @ApiProperty({ type: InstallationDto, description: 'the installation as it is today' })
  installation!: InstallationDto;
  @ApiProperty({ type: LogbookCustomerDto, description: 'the owner/operator' }) customer!: LogbookCustomerDto;
  @ApiProperty({ type: LogbookChargeDto, description: '(a) gas type, charge, CO2e' })
  charge!: LogbookChargeDto;
  @ApiProperty({ type: LogbookQuantitiesDto, description: '(b) every quantity added' })
  added!: LogbookQuantitiesDto;
  @ApiProperty({ type: LogbookQuantitiesDto, description: '(c) every quantity recovered' })
  recovered!: LogbookQuantitiesDto;
  @ApiProperty({
    type: LogbookOriginDto,
    description: '(d) recycled or reclaimed gas added, with its facility',
  })
  origin!: LogbookOriginDto;
  @ApiProperty({ type: LogbookCompanyDto, description: '(e) the company that did the work' })
  company!: LogbookCompanyDto;
  @ApiProperty({ type: [LogbookFitterDto], description: '(e) the individuals who did the work' })
  fitters!: LogbookFitterDto[];
  @ApiProperty({
    type: [LogbookLeakCheckDto],
    description: '(f) leak checks checked or repaired in the period, oldest first',
  })
  leakChecks!: LogbookLeakCheckDto[];
  @ApiProperty({
    type: LogbookDecommissioningDto,
    nullable: true,
    description: '(g) the decommissioning when it falls in the period, else null',
  })
  decommissioning!: LogbookDecommissioningDto | null;
}

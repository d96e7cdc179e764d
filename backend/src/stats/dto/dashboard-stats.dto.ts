import { ApiProperty } from '@nestjs/swagger';
import { REFRIGERANT_TYPES, type RefrigerantType } from '../../domain';
import { LogEntryDto } from '../../logs/dto/log-entry.dto';

/** One gas type of the inventory. Weights in kg; full/in use/empty by fill level (80 % / 20 % of initial content). */
export class InventoryLineDto {
  @ApiProperty({ example: 'R-32' }) gasType!: string;
  @ApiProperty({ enum: REFRIGERANT_TYPES, nullable: true, type: String })
  refrigerantType!: RefrigerantType | null;
  @ApiProperty({ type: Number, nullable: true, example: 675 }) gwp!: number | null;
  @ApiProperty({ example: 6 }) count!: number;
  @ApiProperty({ example: 2 }) full!: number;
  @ApiProperty({ example: 3 }) inUse!: number;
  @ApiProperty({ example: 1 }) empty!: number;
  @ApiProperty({ example: 48.25, description: 'current content, kg' }) totalKg!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 32.569,
    description: 'tonnes CO2e (null without GWP)',
  })
  co2eTonnes!: number | null;
}

/** Active installations by leak-check status (see the installations' leakCheckStatus). */
export class LeakCheckCountsDto {
  @ApiProperty({
    description: 'active installations with a leak found and no repair on record (LEAK_UNREPAIRED)',
  })
  unrepaired!: number;
  @ApiProperty({
    description: 'active installations whose leak check is overdue (never-checked ones included)',
  })
  overdue!: number;
  @ApiProperty({ description: 'active installations with a check due within 30 days' }) dueSoon!: number;
  @ApiProperty({
    description: 'active installations that need checks, were never checked and are not due yet',
  })
  neverChecked!: number;
}

export class CertificateCountsDto {
  @ApiProperty({ description: "active users whose F-gas certificate's last day is within 60 days" })
  expiringSoon!: number;
  @ApiProperty({ description: 'active users whose F-gas certificate has expired' }) expired!: number;
}

export class InstrumentCountsDto {
  @ApiProperty({ description: 'measuring instruments whose calibration due date has passed' })
  overdue!: number;
}

/** Rented cylinders whose free period ends within 30 days (amber) or has ended (red); returned ones excluded. */
export class RentalCountsDto {
  @ApiProperty() amber!: number;
  @ApiProperty() red!: number;
}

/** Cylinders in stock whose pressure retest is due within 60 days, or overdue. */
export class RetestCountsDto {
  @ApiProperty() dueSoon!: number;
  @ApiProperty() overdue!: number;
}

export class DashboardStatsDto {
  @ApiProperty() totalCylinders!: number;
  @ApiProperty() fillUpCylinders!: number;
  @ApiProperty() reclaimCylinders!: number;
  @ApiProperty() activeCylinders!: number;
  @ApiProperty({ example: 87.5, description: 'percent of all cylinders, one decimal' })
  activePercent!: number;
  @ApiProperty() maintenanceCylinders!: number;
  @ApiProperty() inactiveCylinders!: number;
  @ApiProperty() decommissionedCylinders!: number;
  @ApiProperty({ description: 'current content of all cylinders, kg' }) totalWeightKg!: number;
  @ApiProperty({ description: 'tonnes CO2e of the current content (cylinders with a known GWP)' })
  totalCo2eTonnes!: number;
  @ApiProperty({ description: 'cylinders with at least one (live) mutation' }) cylindersWithLogs!: number;
  @ApiProperty({ description: 'number of refrigerants in the register' }) refrigerantTypes!: number;
  @ApiProperty({ description: 'cylinders with an unexplained weight gap' }) weightGapCount!: number;
  @ApiProperty({ type: [Number], description: 'ids of those cylinders (at most 500)' })
  weightGapCylinderIds!: number[];
  @ApiProperty({ type: [LogEntryDto], description: 'the ten latest mutations' }) recentLogs!: LogEntryDto[];
  @ApiProperty({ type: [InventoryLineDto] }) inventory!: InventoryLineDto[];
  @ApiProperty({ type: LeakCheckCountsDto }) leakChecks!: LeakCheckCountsDto;
  @ApiProperty({ type: CertificateCountsDto }) certificates!: CertificateCountsDto;
  @ApiProperty({ type: InstrumentCountsDto }) instruments!: InstrumentCountsDto;
  @ApiProperty({ type: RentalCountsDto }) rentals!: RentalCountsDto;
  @ApiProperty({ type: RetestCountsDto }) retests!: RetestCountsDto;
}

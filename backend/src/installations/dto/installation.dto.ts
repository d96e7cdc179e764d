import { ApiProperty } from '@nestjs/swagger';
import {
  GAS_DESTINATIONS,
  INSTALLATION_CATEGORIES,
  INSTALLATION_STATUSES,
  LEAK_CHECK_STATUSES,
  type GasDestination,
  type InstallationCategory,
  type InstallationStatus,
  type LeakCheckStatus,
} from '../../domain';

/** One refrigerant circuit, with what the server computes from it (read-only). Weights in kg. */
export class InstallationDto {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer' }) customerId!: number;
  @ApiProperty({ example: 'Slagerij De Vries' }) customerName!: string;
  @ApiProperty({ example: 'Koelcel 1' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ enum: INSTALLATION_CATEGORIES }) category!: InstallationCategory;
  @ApiProperty({ type: String, nullable: true }) manufacturer!: string | null;
  @ApiProperty({ type: String, nullable: true }) model!: string | null;
  @ApiProperty({ type: String, nullable: true }) serialNumber!: string | null;
  @ApiProperty({ type: 'integer' }) refrigerantId!: number;
  @ApiProperty({ example: 'R-404A', description: "the refrigerant's name (read-only)" }) gasType!: string;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 3922,
    description: "the refrigerant's GWP (read-only)",
  })
  gwp!: number | null;
  @ApiProperty({ example: 12.5, description: 'nominal charge, kg' }) chargeKg!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 49.025,
    description: 'charge x GWP / 1000, tonnes CO2e (read-only); null without a GWP',
  })
  co2eTonnes!: number | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) installedOn!: string | null;
  @ApiProperty() hermeticallySealed!: boolean;
  @ApiProperty() leakDetectionSystem!: boolean;
  @ApiProperty({ enum: INSTALLATION_STATUSES, description: 'read-only: changed by decommissioning' })
  status!: InstallationStatus;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 12,
    description:
      'months between leak checks (read-only); null when no check is required. A decommissioned installation keeps the interval it had',
  })
  leakCheckIntervalMonths!: number | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'read-only' })
  lastLeakCheckOn!: string | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description:
      'read-only: one interval after the last check; never checked, one interval after installedOn (without it, after the day it was registered); ' +
      'earlier while a repair awaits its follow-up (repairedOn + 1 month at the latest); null when exempt or decommissioned',
  })
  nextLeakCheckDue!: string | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description:
      'read-only: the day a leak was found that has no repair on record yet (the first such check after the latest repair); null when none',
  })
  leakUnrepairedSince!: string | null;
  @ApiProperty({
    enum: LEAK_CHECK_STATUSES,
    description:
      'read-only. LEAK_UNREPAIRED: a leak found has no repair on record (whatever is due); EXEMPT: no check required; ' +
      'OVERDUE: nextLeakCheckDue before today; DUE_SOON: due within 30 days; NEVER_CHECKED: no live check, not yet due; else OK. ' +
      'A decommissioned installation is never OVERDUE or DUE_SOON',
  })
  leakCheckStatus!: LeakCheckStatus;
  @ApiProperty({ description: 'read-only: a leak detection system is required (500 t CO2e or more)' })
  leakDetectionRequired!: boolean;
  @ApiProperty({ example: 2.5, description: 'kg filled into it by the linked live entries (read-only)' })
  addedKg!: number;
  @ApiProperty({ example: 0.75, description: 'kg recovered from it by the linked live entries (read-only)' })
  recoveredKg!: number;
  @ApiProperty({ type: String, format: 'date', nullable: true }) decommissionedOn!: string | null;
  @ApiProperty({ enum: GAS_DESTINATIONS, nullable: true }) gasDestination!: GasDestination | null;
  @ApiProperty({ type: String, nullable: true }) decommissionNote!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
}

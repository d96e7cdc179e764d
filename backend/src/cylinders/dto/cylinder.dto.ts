import { ApiProperty } from '@nestjs/swagger';
import {
  CONTENT_ORIGINS,
  CYLINDER_STATUSES,
  CYLINDER_TYPES,
  FILL_LEVELS,
  OWNERSHIPS,
  REFRIGERANT_TYPES,
  RENTAL_STATUSES,
  RETEST_STATUSES,
  type RentalStatus,
  type RetestStatus,
  type ContentOrigin,
  type CylinderStatus,
  type CylinderType,
  type FillLevel,
  type Ownership,
  type RefrigerantType,
} from '../../domain';

/** The facility that recycled or reclaimed a cylinder's content. */
export class OriginFacilityDto {
  @ApiProperty({ example: 'Recycling Noord BV' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Havenweg 3, 9999 ZZ Delfzijl' }) address!:
    string | null;
  @ApiProperty({ type: String, nullable: true, example: 'RC-2291' }) certificateNumber!: string | null;
}

/** A cylinder as every client sees it: stored fields plus the figures derived from the stored totals. */
export class CylinderDto {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'FG-0001' }) serialNumber!: string;
  @ApiProperty({ example: 'R-410A' }) gasType!: string;
  @ApiProperty({ type: Number, nullable: true }) refrigerantId!: number | null;
  @ApiProperty({ enum: REFRIGERANT_TYPES, nullable: true, description: 'Type of the linked refrigerant' })
  refrigerantType!: RefrigerantType | null;
  @ApiProperty({ type: Number, nullable: true, description: 'GWP of the linked refrigerant' }) gwp!:
    number | null;
  @ApiProperty({ type: Number, nullable: true }) supplierId!: number | null;
  @ApiProperty({ type: String, nullable: true }) supplierName!: string | null;
  @ApiProperty({ description: 'Gross weight at delivery, kg', example: 25.5 }) deliveryWeight!: number;
  @ApiProperty({ description: 'Empty weight, kg', example: 13.1 }) tareWeight!: number;
  @ApiProperty({ enum: CYLINDER_TYPES }) cylinderType!: CylinderType;
  @ApiProperty({ enum: CYLINDER_STATUSES }) status!: CylinderStatus;
  @ApiProperty({ enum: OWNERSHIPS }) ownership!: Ownership;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-01-31' }) purchaseDate!:
    string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 40,
    description: 'the most refrigerant the cylinder may hold, kg; null when not recorded',
  })
  capacity!: number | null;
  @ApiProperty({
    enum: CONTENT_ORIGINS,
    description: 'where the content comes from; RECOVERED for a recovery (RECLAIM) cylinder',
  })
  contentOrigin!: ContentOrigin;
  @ApiProperty({
    type: OriginFacilityDto,
    nullable: true,
    description: 'the recycling or reclamation facility (RECYCLED, RECLAIMED); null for VIRGIN and RECOVERED',
  })
  originFacility!: OriginFacilityDto | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ description: 'Optimistic-lock version: send it back with PUT' }) version!: number;
  @ApiProperty({ description: 'deliveryWeight - tareWeight, kg' }) initialWeight!: number;
  @ApiProperty({ description: 'initialWeight + netDifference, kg' }) currentWeight!: number;
  @ApiProperty({ minimum: 0, description: 'Sum of fill-ups (refrigerant taken out), kg, non-negative' })
  totalFilled!: number;
  @ApiProperty({ minimum: 0, description: 'Sum of reclaims (refrigerant put in), kg, non-negative' })
  totalReclaimed!: number;
  @ApiProperty({ description: 'totalReclaimed - totalFilled, kg' }) netDifference!: number;
  @ApiProperty({
    enum: FILL_LEVELS,
    description:
      'Above 80 % of the initial content (a RECLAIM cylinder: of its capacity) FULL, above 20 % IN_USE, else EMPTY; a RECLAIM cylinder without capacity is IN_USE while it holds anything',
  })
  fillLevel!: FillLevel;
  @ApiProperty({
    description:
      'Current content as a percentage of the initial content (a RECLAIM cylinder: of its capacity), one decimal; 0 when that is 0 or unknown',
  })
  fillPercent!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'currentWeight x GWP / 1000, tonnes CO2e (3 decimals); null without GWP',
  })
  co2eTonnes!: number | null;
  @ApiProperty({ description: 'True while a live log entry carries a weight gap' }) hasWeightGap!: boolean;
  @ApiProperty({ description: 'Number of live log entries' }) logCount!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastLogDate!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The day the cylinder came in' })
  receivedOn!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The supplier's delivery note" })
  deliveryReference!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'HUUR only: last rent-free day' })
  rentalFreeUntil!: string | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'HUUR only: back at the supplier by',
  })
  rentalReturnBy!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Pressure retest due' })
  retestDue!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Returned to the supplier on' })
  returnedOn!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Gross weight at return, kg' })
  weightAtReturn!: number | null;
  @ApiProperty({ type: String, nullable: true }) returnReference!: string | null;
  @ApiProperty({
    enum: RENTAL_STATUSES,
    description:
      'NONE (owned, no free-until date, or returned), GREEN, AMBER (free period ends within 30 days), RED (past it)',
  })
  rentalStatus!: RentalStatus;
  @ApiProperty({
    enum: RETEST_STATUSES,
    description: 'OK (or no date), DUE_SOON (within 60 days), OVERDUE',
  })
  retestStatus!: RetestStatus;
  @ApiProperty({
    example: 'https://fgas.example.com/cylinder/1',
    description: '<publicUrl>/cylinder/<id>: what the QR label encodes',
  })
  qrCode!: string;
}

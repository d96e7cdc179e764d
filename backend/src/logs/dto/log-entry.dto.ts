import { ApiProperty } from '@nestjs/swagger';
import { INSTRUMENT_ANSWER_DOCS, InstrumentRefDto } from '../../instruments/dto/instrument-ref.dto';
import { UserRefDto } from '../../common/user-ref.dto';
import { MUTATION_TYPES, type Direction, type MutationType } from '../../domain';

/** An administrator's explanation of an entry's weight gap. */
export class GapExplanationDto {
  @ApiProperty({ example: 'Weighed on the van scale; the workshop scale reads 0.3 kg heavier' })
  text!: string;
  @ApiProperty({ type: UserRefDto, description: 'the administrator who explained the gap' }) by!: UserRefDto;
  @ApiProperty({ type: String, format: 'date-time' }) at!: string;
}

/** One mutation of a cylinder, as every client sees it. Weights in kg (at most 3 decimals). */
export class LogEntryDto {
  @ApiProperty({ example: 17 }) id!: number;
  @ApiProperty({ example: 4 }) cylinderId!: number;
  @ApiProperty({ example: 'FG-0004' }) cylinderSerialNumber!: string;
  @ApiProperty({ example: 'R-32' }) gasType!: string;
  @ApiProperty({ enum: MUTATION_TYPES }) mutationType!: MutationType;
  @ApiProperty({
    enum: ['OUT', 'IN', 'NONE'],
    description: 'OUT: fill-up (out of the cylinder); IN: reclaim; NONE: general',
  })
  direction!: Direction;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 7,
    description: 'the installation the gas went into or came out of',
  })
  installationId!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Koelcel 1' }) installationName!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'WO-2026-118' }) workOrder!: string | null;
  @ApiProperty({ example: 1.25, description: 'kg moved, never negative' }) weight!: number;
  @ApiProperty({ type: Number, nullable: true, example: 12.5, description: 'gross scale reading before, kg' })
  weightBefore!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 11.25, description: 'gross scale reading after, kg' })
  weightAfter!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: -0.2,
    description: "weightBefore minus the previous entry's weightAfter when beyond the tolerance, else null",
  })
  weightGap!: number | null;
  @ApiProperty({
    type: GapExplanationDto,
    nullable: true,
    description: 'set when an administrator explained the gap (it then no longer counts on the cylinder)',
  })
  gapExplanation!: GapExplanationDto | null;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ description: 'the fitter who did the work' }) userId!: number;
  @ApiProperty({ type: UserRefDto }) user!: UserRefDto;
  @ApiProperty({ description: 'the account that entered the record' }) enteredById!: number;
  @ApiProperty({ type: UserRefDto }) enteredBy!: UserRefDto;
  @ApiProperty({ type: String, format: 'date-time' }) date!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ description: 'true once the entry has been edited (see its history)' }) corrected!: boolean;
  @ApiProperty({ description: 'true when the entry is marked deleted (only admins see those)' })
  deleted!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    readOnly: true,
    description: "the fitter's certificate number when the entry was stored; never rewritten",
  })
  fitterCertificateNumber!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    readOnly: true,
    description: "the company's certificate number when the entry was stored; never rewritten",
  })
  companyCertificateNumber!: string | null;
  @ApiProperty({
    description:
      "true when the fitter had no certificate valid on the entry's date (stored while blockUncertifiedWork is off)",
  })
  certificateWarning!: boolean;
  @ApiProperty({
    description:
      'true when the fill-up falls under the servicing ban and the fitter acknowledged the warning',
  })
  servicingBanAcknowledged!: boolean;
  @ApiProperty(INSTRUMENT_ANSWER_DOCS.instrumentId) instrumentId!: number | null;
  @ApiProperty(INSTRUMENT_ANSWER_DOCS.instrument) instrument!: InstrumentRefDto | null;
  @ApiProperty(INSTRUMENT_ANSWER_DOCS.instrumentOverdue) instrumentOverdue!: boolean;
}

import { ApiProperty } from '@nestjs/swagger';
import { INSTRUMENT_ANSWER_DOCS, InstrumentRefDto } from '../../instruments/dto/instrument-ref.dto';
import {
  LEAK_CHECK_METHODS,
  LEAK_CHECK_RESULTS,
  type LeakCheckMethod,
  type LeakCheckResult,
} from '../../domain';
import { UserRefDto } from '../../common/user-ref.dto';

/** One leak check of an installation, as every client sees it. */
export class LeakCheckDto {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer' }) installationId!: number;
  @ApiProperty({ example: 'Koelcel 1' }) installationName!: string;
  @ApiProperty({ type: String, format: 'date', example: '2026-11-20' }) checkedOn!: string;
  @ApiProperty({ description: 'the fitter who did the check' }) userId!: number;
  @ApiProperty({ type: UserRefDto }) user!: UserRefDto;
  @ApiProperty({ description: 'the account that entered the record' }) enteredById!: number;
  @ApiProperty({ type: UserRefDto }) enteredBy!: UserRefDto;
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
    description: 'after a repair: the first day of the follow-up check (repairedOn + 24 h); else null',
  })
  followUpDueFrom!: string | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'after a repair: the last day of the follow-up check (repairedOn + 1 month); else null',
  })
  followUpDueBy!: string | null;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ description: 'true once an administrator corrected it (see its history)' })
  corrected!: boolean;
  @ApiProperty({ description: 'true when voided (only administrators see those); it no longer counts' })
  voided!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'why it was voided' }) voidReason!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    readOnly: true,
    description: "the fitter's certificate number when the check was stored; never rewritten",
  })
  fitterCertificateNumber!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    readOnly: true,
    description: "the company's certificate number when the check was stored; never rewritten",
  })
  companyCertificateNumber!: string | null;
  @ApiProperty({
    description:
      'true when the fitter had no certificate valid on checkedOn (stored while blockUncertifiedWork is off)',
  })
  certificateWarning!: boolean;
  @ApiProperty(INSTRUMENT_ANSWER_DOCS.instrumentId) instrumentId!: number | null;
  @ApiProperty(INSTRUMENT_ANSWER_DOCS.instrument) instrument!: InstrumentRefDto | null;
  @ApiProperty(INSTRUMENT_ANSWER_DOCS.instrumentOverdue) instrumentOverdue!: boolean;
}

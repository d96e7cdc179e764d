import { Module } from '@nestjs/common';
import { QrCodeService } from './qr-code.service';

/** The QR images of the printed labels, shared by the registers that print them. */
@Module({
  providers: [QrCodeService],
  exports: [QrCodeService],
})
export class LabelsModule {}

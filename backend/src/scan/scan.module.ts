import { Module } from '@nestjs/common';
import { CylindersModule } from '../cylinders/cylinders.module';
import { ScanController } from './scan.controller';

@Module({ imports: [CylindersModule], controllers: [ScanController] })
export class ScanModule {}

import { Module } from '@nestjs/common';
import { InstallationsModule } from '../installations/installations.module';
import { LogbookController } from './logbook.controller';
import { LogbookRepository } from './logbook.repository';
import { LogbookService } from './logbook.service';

@Module({
  imports: [InstallationsModule],
  controllers: [LogbookController],
  providers: [LogbookService, LogbookRepository],
  exports: [LogbookService],
})
export class LogbookModule {}

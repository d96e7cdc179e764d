import { Module } from '@nestjs/common';
import { InstallationsModule } from '../installations/installations.module';
import { LeakChecksController } from './leak-checks.controller';
import { LeakChecksRepository } from './leak-checks.repository';
import { LeakChecksService } from './leak-checks.service';

@Module({
  imports: [InstallationsModule],
  controllers: [LeakChecksController],
  providers: [LeakChecksService, LeakChecksRepository],
})
export class LeakChecksModule {}

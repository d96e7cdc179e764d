import { Module } from '@nestjs/common';
import { InstallationsModule } from '../installations/installations.module';
import { RefrigerantsController } from './refrigerants.controller';
import { RefrigerantsRepository } from './refrigerants.repository';
import { RefrigerantsService } from './refrigerants.service';

@Module({
  imports: [InstallationsModule],
  controllers: [RefrigerantsController],
  providers: [RefrigerantsService, RefrigerantsRepository],
  exports: [RefrigerantsService, RefrigerantsRepository],
})
export class RefrigerantsModule {}

import { Module } from '@nestjs/common';
import { RefrigerantsController } from './refrigerants.controller';
import { RefrigerantsRepository } from './refrigerants.repository';
import { RefrigerantsService } from './refrigerants.service';

@Module({
  controllers: [RefrigerantsController],
  providers: [RefrigerantsService, RefrigerantsRepository],
  exports: [RefrigerantsService, RefrigerantsRepository],
})
export class RefrigerantsModule {}

import { Module } from '@nestjs/common';
import { RefrigerantsController } from './refrigerants.controller';
import { RefrigerantsService } from './refrigerants.service';

@Module({
  controllers: [RefrigerantsController],
  providers: [RefrigerantsService],
  exports: [RefrigerantsService],
})
export class RefrigerantsModule {}

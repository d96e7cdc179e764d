import { Module } from '@nestjs/common';
import { LogbookModule } from '../logbook/logbook.module';
import { PublicLogbookController } from './public-logbook.controller';
import { ShareLinksController } from './share-links.controller';
import { ShareLinksRepository } from './share-links.repository';
import { ShareLinksService } from './share-links.service';

@Module({
  imports: [LogbookModule],
  controllers: [ShareLinksController, PublicLogbookController],
  providers: [ShareLinksService, ShareLinksRepository],
})
export class ShareLinksModule {}

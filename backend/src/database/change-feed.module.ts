import { Global, Module, type DynamicModule } from '@nestjs/common';
import { CHANGE_FEED_ENABLED, ChangeFeedService } from './change-feed.service';

@Global()
@Module({})
export class ChangeFeedModule {
  static forRoot(enabled: boolean): DynamicModule {
    return {
      module: ChangeFeedModule,
      providers: [{ provide: CHANGE_FEED_ENABLED, useValue: enabled }, ChangeFeedService],
      exports: [ChangeFeedService],
    };
  }
}

import { Global, Module } from '@nestjs/common';
import { CommittedStateRepository } from './committed-state.repository';

@Global()
@Module({ providers: [CommittedStateRepository], exports: [CommittedStateRepository] })
export class CommittedStateModule {}

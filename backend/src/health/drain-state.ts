import { Injectable } from '@nestjs/common';

/** Set when the process starts stopping: readiness fails from then on, so no new work is routed here. */
@Injectable()
export class DrainState {
  draining = false;
}

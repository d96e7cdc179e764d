import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Client, type Notification } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RoundTripAfter } from './round-trip-after';

/** The one PostgreSQL channel on which the API instances tell each other what changed. */
export const CHANGE_CHANNEL = 'fgas_changes';
/** False when the app is built without a database (the OpenAPI script). */
export const CHANGE_FEED_ENABLED = Symbol('CHANGE_FEED_ENABLED');
const RECONNECT_MS = [100, 500, 1000, 2000, 5000];

export type ChangeTopic = 'user' | 'settings';

/**
 * Cross-instance cache invalidation with PostgreSQL LISTEN/NOTIFY: several API instances on one database
 * each keep small caches (sessions, settings), and a change on one must drop them on all.
 *
 * One dedicated connection listens. While it is down, `live` is false: caches must not serve from memory
 * (they cannot hear about changes), and every reset handler runs once when it drops and once when it is
 * back (notifications sent in between are lost).
 */
@Injectable()
export class ChangeFeedService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ChangeFeed');
  private readonly handlers = new Map<ChangeTopic, ((payload: string) => void)[]>();
  private readonly resetHandlers: (() => void)[] = [];
  private client: Client | null = null;
  private retry?: NodeJS.Timeout;
  private failures = 0;
  private closing = false;
  /** Catch-up round trips, shared by callers that overlap (see catchUp). */
  private readonly caughtUp = new RoundTripAfter(() => this.roundTripOnListener());
  /** Queries on the listening connection run one after another (the driver wants one at a time). */
  private lane: Promise<unknown> = Promise.resolve();
  /** True while the listener is connected: only then may a cache trust what it holds. */
  live = false;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CHANGE_FEED_ENABLED) private readonly enabled: boolean,
  ) {}

  on(topic: ChangeTopic, handler: (payload: string) => void): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
  }

  /** Runs when the feed drops or comes back: notifications may have been missed, drop everything cached. */
  onReset(handler: () => void): void {
    this.resetHandlers.push(handler);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.enabled) await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.live = false;
    await client?.end().catch(() => undefined);
  }

  /** The listening connection's server process id (null while down), for diagnostics and tests. */
  get listenerPid(): number | null {
    return this.live ? ((this.client as (Client & { processID?: number }) | null)?.processID ?? null) : null;
  }

  /**
   * Tells every instance (this one included) that `topic` changed; call it after the change committed. Sent
   * on the listening connection, or through the pool while that is down: the others may be listening.
   */
  async publish(topic: ChangeTopic, payload = ''): Promise<void> {
    if (!this.enabled) return;
    const message = `${topic}:${payload}`;
    const client = this.live ? this.client : null;
    try {
      if (client) await this.onListener(client, 'select pg_notify($1, $2)', [CHANGE_CHANNEL, message]);
      else await this.em.getConnection().execute('select pg_notify(?, ?)', [CHANGE_CHANNEL, message]);
    } catch (error) {
      // The database is failing: the listener's own 'error'/'end' handling resets caches everywhere.
      this.logger.warn(`could not announce a change (${message}): ${(error as Error).message}`);
    }
  }

  /**
   * Resolves once every change announced (committed) before this call has been dispatched here. PostgreSQL
   * signals a listening backend when the announcing transaction commits, and the backend sends pending
   * notifications before it answers its next query: so after a round trip on the listening connection,
   * started after the call, nothing announced earlier is still on its way. Without it, a client that saw
   * instance A's answer could ask instance B before B's listener had read the notification.
   *
   * Callers that arrive while a round trip is on its way share the next one, so a burst of reads costs two
   * round trips, not one each. While the feed is down it resolves at once: caches serve nothing then.
   */
  catchUp(): Promise<void> {
    return this.live && this.client ? this.caughtUp.call() : Promise.resolve();
  }

  private roundTripOnListener(): Promise<void> {
    const client = this.live ? this.client : null;
    if (!client) return Promise.resolve();
    // An empty query: the cheapest round trip PostgreSQL answers (nothing to parse or plan), and like any
    // other it is answered only after the notifications that were pending.
    return this.onListener(client, '').then(
      () => undefined,
      () => undefined, // the 'error'/'end' handlers drop the caches
    );
  }

  /** Runs a query on the listening connection after the ones already queued there. */
  private onListener(client: Client, text: string, values?: unknown[]): Promise<unknown> {
    const run = this.lane.then(() => client.query(text, values));
    this.lane = run.catch(() => undefined);
    return run;
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.config.databaseUrl,
      application_name: 'fgas-change-feed',
    });
    client.on('notification', (message) => this.dispatch(message));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      this.logger.warn(`listener connection failed: ${(error as Error).message}`);
      this.lost(client);
      return;
    }
    if (this.closing) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.lane = Promise.resolve(); // nothing queued on a lost connection holds up the new one
    this.failures = 0;
    this.reset();
    this.live = true;
  }

  private lost(client: Client): void {
    if (this.client !== null && this.client !== client) return;
    const wasLive = this.live;
    this.client = null;
    this.live = false;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (wasLive) this.logger.warn('listener connection lost: caches dropped, reconnecting');
    this.reset();
    if (this.closing || this.retry) return;
    const delay = RECONNECT_MS[Math.min(this.failures++, RECONNECT_MS.length - 1)];
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, delay);
    this.retry.unref();
  }

  /**
   * Drops everything cached, as when the feed comes back: for a change no notification tells of (the
   * database's schema found gone under the app, or back after a restore).
   */
  forgetCached(): void {
    this.reset();
  }

  private reset(): void {
    for (const handler of this.resetHandlers) handler();
  }

  private dispatch(message: Notification): void {
    if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
    const colon = message.payload.indexOf(':');
    const topic = message.payload.slice(0, colon) as ChangeTopic;
    for (const handler of this.handlers.get(topic) ?? []) handler(message.payload.slice(colon + 1));
  }
}

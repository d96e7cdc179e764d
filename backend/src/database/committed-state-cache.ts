/**
 * How long an answer that depends on the clock may be reused at most, though nothing committed: statuses
 * computed for today (a rental or retest due, a leak check overdue) change at midnight, not with a write.
 */
export const CLOCK_BOUND_MAX_AGE_MS = 1000;

export interface CommittedStateCacheOptions<V> {
  maxAgeMs: number;
  maxWeight: number;
  weigh: (value: V) => number;
}

/** How many keys asked for are remembered (a key asked again while remembered is kept). */
const ASKED_KEYS = 1000;

interface Entry<V> {
  value: V;
  state: string;
  expiresAt: number;
  weight: number;
  /** The order its computation started in: a slower, older computation never replaces a newer answer. */
  started: number;
}

/**
 * Answers computed from the database, reused while its committed state is unchanged.
 *
 * A read first asks for the committed state (CommittedStateRepository.current: a snapshot read after the
 * call), then takes the answer computed after an equal state, or computes it. An answer computed after
 * state S holds every write committed before S; and when a later read finds S again, nothing has been
 * committed since, so the answer is still exactly the database's. Any write committed in between, on
 * whichever instance or outside the API, changes the state: a change shows at once everywhere, and writes
 * pay nothing for it. `maxAgeMs` bounds reuse for answers that depend on the clock (today's statuses).
 *
 * Only for answers that are the same for every signed-in user who may ask (the guard still checks each
 * request's session and permission). Bounded: entries weigh what `weigh` says (rows, say); the least
 * recently used go first when the total passes `maxWeight`.
 *
 * A key asked for the first time (or not for a long while) is computed straight away and not kept: most
 * such answers are never asked for again (one of thousands of cylinders), and reading the state first
 * would add a round trip to each. Asked again, it is kept.
 */
export class CommittedStateCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Requests for the same key that read the same state share one computation. */
  private readonly inFlight = new Map<string, { state: string; value: Promise<V> }>();
  /** Keys asked for recently (most recent last), so a second ask keeps its answer. */
  private readonly asked = new Set<string>();
  private weight = 0;
  private started = 0;

  constructor(
    private readonly committedState: () => Promise<string>,
    private readonly options: CommittedStateCacheOptions<V>,
  ) {}

  async get(key: string, compute: () => Promise<V>): Promise<V> {
    if (this.firstAsk(key)) return compute();
    // Read before computing: the answer then holds at least every write committed before this state.
    const state = await this.committedState();
    const entry = this.entries.get(key);
    if (entry && entry.state === state && entry.expiresAt > Date.now()) {
      // Most recently used last: eviction takes from the front.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    const running = this.inFlight.get(key);
    if (running?.state === state) return running.value;
    const started = ++this.started;
    const flight = {
      state,
      value: compute()
        .then((value) => {
          const expiresAt = Date.now() + this.options.maxAgeMs;
          this.store(key, { value, state, expiresAt, weight: 0, started });
          return value;
        })
        .finally(() => {
          if (this.inFlight.get(key) === flight) this.inFlight.delete(key);
        }),
    };
    this.inFlight.set(key, flight);
    return flight.value;
  }

  /** How much the kept answers weigh together (for tests and figures). */
  get totalWeight(): number {
    return this.weight;
  }

  /** Whether the key is new here (not kept, not being computed, not asked for recently); notes it. */
  private firstAsk(key: string): boolean {
    if (this.entries.has(key) || this.inFlight.has(key)) return false;
    const known = this.asked.delete(key);
    this.asked.add(key);
    if (this.asked.size > ASKED_KEYS) this.asked.delete(this.asked.values().next().value!);
    return !known;
  }

  private store(key: string, entry: Entry<V>): void {
    if ((this.entries.get(key)?.started ?? 0) > entry.started) return;
    this.remove(key);
    entry.weight = this.options.weigh(entry.value);
    if (entry.weight > this.options.maxWeight) return;
    this.entries.set(key, entry);
    this.weight += entry.weight;
    for (const [oldest] of this.entries) {
      if (this.weight <= this.options.maxWeight) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}

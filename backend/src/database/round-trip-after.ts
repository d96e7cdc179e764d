/**
 * Shares database round trips between callers without ever handing a caller a result from before its call.
 *
 * A caller gets the round trip that starts after it called: the one on its way if none is (then it starts
 * one), else the one queued behind the current. A burst of callers thus costs two round trips, not one
 * each, and each still sees every change committed before it called.
 */
export class RoundTripAfter<T> {
  private current: Promise<T> | null = null;
  private next: Promise<T> | null = null;

  constructor(private readonly run: () => Promise<T>) {}

  call(): Promise<T> {
    if (!this.current) {
      this.current = this.run().finally(() => {
        this.current = null;
      });
      return this.current;
    }
    this.next ??= this.current.then(
      () => this.startNext(),
      () => this.startNext(),
    );
    return this.next;
  }

  private startNext(): Promise<T> {
    this.next = null;
    return this.call();
  }
}

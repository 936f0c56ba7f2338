/** Something checked now and then every interval: a check still running is joined, never
 * doubled, and stop() waits for it, so a server that stops leaves no request behind. */
export abstract class Poller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  /** One check. */
  protected abstract poll(): Promise<void>;

  protected get polling(): boolean {
    return this.timer !== undefined;
  }

  /** Checks every `intervalMs` from now on, without keeping the process alive. */
  protected repeat(intervalMs: number): void {
    this.timer = setInterval(() => void this.check(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One check now (one still running is joined, not doubled). */
  check(): Promise<void> {
    this.running ??= this.poll().finally(() => (this.running = undefined));
    return this.running;
  }
}

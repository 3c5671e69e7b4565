// After the server went away (a restart, a crash), the battle is restored under the same id and this
// browser's seat key takes the seat back: the page waits for the server to answer again, then opens
// the same link anew, with progress shown meanwhile. A reload rather than a rejoin in place, so the
// page starts from the server's full view and history, exactly as a fresh visit would.

export interface RejoinDeps {
  /** Is the server up again? (GET /health answers.) */
  healthy(): Promise<boolean>;
  reopen(): void;
  show(text: string): void;
  wait(ms: number): Promise<void>;
}

/** Polls until the server answers, backing off from 1 s to 10 s; then reopens the battle. */
export async function rejoinWhenBack(deps: RejoinDeps, maxAttempts = 360): Promise<boolean> {
  let delay = 1000;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    deps.show(`The server went away; rejoining your seat as soon as it is back (attempt ${attempt})…`);
    if (await deps.healthy()) {
      deps.show('The server is back: rejoining your seat…');
      deps.reopen();
      return true;
    }
    await deps.wait(delay);
    delay = Math.min(10_000, Math.round(delay * 1.5));
  }
  deps.show('The server has not come back. Reload the page to try again.');
  return false;
}

/** The browser's own wiring of the deps. */
export function browserRejoin(show: (text: string) => void): Promise<boolean> {
  return rejoinWhenBack({
    healthy: async () => {
      try {
        return (await fetch('/health', { cache: 'no-store' })).ok;
      } catch {
        return false;
      }
    },
    reopen: () => location.reload(),
    show,
    wait: (ms) => new Promise((r) => setTimeout(r, ms)),
  });
}

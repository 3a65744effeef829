/**
 * Runs `work` one at a time (a service's round: sending the email or push outbox). A call while it
 * runs makes it run once more after it, not once per call: whatever the calls asked for is seen by
 * that next run. Failures go to `onError`; the returned promise never rejects.
 */
export function oneAtATime(work: () => Promise<void>, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await work();
      } while (again);
    })()
      .catch((error: unknown) => {
        onError(error);
      })
      .finally(() => (running = null));
    return running;
  };
}

/**
 * What was heard, in the order it was said. Each utterance is transcribed as soon as it ends, so two can be on their
 * way at once and the second can come back first: the deliverer hands them on in the order they were spoken. A
 * transcription that fails is skipped, and the ones after it still go.
 */
export function inSpokenOrder<T>(deliver: (value: T) => void): (pending: Promise<T>) => Promise<void> {
  let tail: Promise<void> = Promise.resolve();
  return (pending) => {
    tail = tail.then(() => pending.then(deliver, () => undefined));
    return tail;
  };
}

/** What was said while the mentor could not take it yet (its reply was still stopping) is sent as one message. */
export function joinUtterances(held: string | null, next: string): string {
  return held ? `${held} ${next}` : next;
}

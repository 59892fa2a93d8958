/**
 * The blind set's message type. The blind set itself is `BLIND_HELDOUT_21` in ./blind-heldout-21.ts: 260 messages
 * (4 per intent) written from the list of intents alone by someone who never saw the corpus, its vocabulary, the
 * classifier or any earlier blind set. `pnpm eval:mentor` measures it and `eval.test.ts` holds its floor; nothing is
 * tuned on it, and no message of it is trained on (a test checks).
 *
 * The first blind set (195 messages) that lived here was measured once, then its misses were read and listed in
 * docs/mentor.md, so it stopped being blind: its messages are labelled training material now
 * (src/ai/offline/utterances/earlier-blind.ts). The second (260 messages) was measured, then the offline mentor's
 * blend of classifiers was chosen with it in view, so it joined the corpus too
 * (src/ai/offline/utterances/second-blind.ts). The third (260 messages) was measured once, with its misses printed,
 * and joined the corpus when the fourth replaced it (src/ai/offline/utterances/third-blind.ts). The fourth (260
 * messages) was measured, its misses never printed, and joined the corpus when the fifth replaced it
 * (src/ai/offline/utterances/fourth-blind.ts). So did the fifth to the twentieth, each when the next replaced it
 * (src/ai/offline/utterances/fifth-blind.ts to twentieth-blind.ts).
 */
export interface BlindMessage {
  id: string;
  persona: 'founder' | 'career' | 'life';
  message: string;
  /** The intent id from the list whose playbook should answer it. */
  intent: string;
}

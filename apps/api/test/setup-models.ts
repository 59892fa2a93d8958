import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import { MENTOR_CLASSIFIER_FILE, prepareClassifier } from '../src/ai/offline/classifier';

/**
 * Each worker's set-up: the offline mentor's classifier is loaded from the file the global set-up's build wrote
 * beside the bundle (test/global-bundle.ts), as the server loads it at start (src/main.ts), instead of being trained
 * inside the first test that sends a message (on a busy 2-core machine that test waited 20 to 30 s for it, past its
 * time budget). The weights are the same either way (docs/decisions.md). Once loaded, a later file's call is a no-op.
 */
prepareClassifier(join(dirname(inject('apiBundle')), MENTOR_CLASSIFIER_FILE));

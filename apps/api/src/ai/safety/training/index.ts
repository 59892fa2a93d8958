import { SAFETY_CORPUS } from '../corpus';
import { SAFETY_CORPUS_2 } from '../corpus-2';
import type { SafetyCase } from '../types';
import { SET_A } from './set-a';
import { SET_B } from './set-b';
import { SET_C } from './set-c';
import { SET_D } from './set-d';
import { SET_E } from './set-e';
import { SET_F } from './set-f';
import { SET_G } from './set-g';
import { SET_H } from './set-h';
import { SET_I } from './set-i';
import { SET_J } from './set-j';
import { SET_K } from './set-k';
import { SET_L } from './set-l';
import { SET_M } from './set-m';
import { SET_N } from './set-n';
import { SET_O } from './set-o';
import { SET_P } from './set-p';
import { SET_Q } from './set-q';
import { SET_R } from './set-r';
import { SET_S } from './set-s';
import { SET_T } from './set-t';
import { SET_U } from './set-u';
import { SET_V } from './set-v';
import { SET_W } from './set-w';
import { SET_X } from './set-x';
import { SET_Y } from './set-y';
import { SET_Z } from './set-z';
import { SET_AA } from './set-aa';
import { SET_AB } from './set-ab';
import { SET_AC } from './set-ac';
import { SET_AD } from './set-ad';
import { CHAT_TURNS } from './chat-turns';
import { LOOK_ALIKES } from './look-alikes';

/**
 * Every labelled message the safety classifier is trained and tuned on: the two hand-written corpora, and the
 * training sets of this folder (each written apart, by someone who never saw the classifier). The held-out set
 * (../corpus-heldout.ts) is never among them.
 */
export const SAFETY_TRAINING: readonly SafetyCase[] = [
  ...SAFETY_CORPUS,
  ...SAFETY_CORPUS_2,
  ...SET_A,
  ...SET_B,
  ...SET_C,
  ...SET_D,
  ...SET_E,
  ...SET_F,
  ...SET_G,
  ...SET_H,
  ...SET_I,
  ...SET_J,
  ...SET_K,
  ...SET_L,
  ...SET_M,
  ...SET_N,
  ...SET_O,
  ...SET_P,
  ...SET_Q,
  ...SET_R,
  ...SET_S,
  ...SET_T,
  ...SET_U,
  ...SET_V,
  ...SET_W,
  ...SET_X,
  ...SET_Y,
  ...SET_Z,
  ...SET_AA,
  ...SET_AB,
  ...SET_AC,
  ...SET_AD,
  ...CHAT_TURNS,
  ...LOOK_ALIKES,
];

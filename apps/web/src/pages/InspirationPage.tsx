import { InspirationBoard } from '../features/inspiration/InspirationBoard';

/** /inspiration: the Inspiration Board. */
export default function InspirationPage() {
  return <InspirationBoard />;
}

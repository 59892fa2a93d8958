// The inspiration domain's public surface: the inspiration board.
export { listItems } from './inspiration.service';

// The inspiration domain's public surface: the inspiration board.
export { inspirationRouter } from './inspiration.router';
export { inspirationRoutes } from './inspiration.rest';
export { listItems } from './inspiration.service';

// The voice domain's http layer: its tRPC router and REST routes. Only trpc/router.ts and app.ts import it.
export { voiceRouter } from './voice.router';
export { registerVoiceRoutes } from './voice.rest';

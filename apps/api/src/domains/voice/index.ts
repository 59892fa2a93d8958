// The voice domain's public surface: transcription of recordings, spoken replies and what the server can do.
export { voiceRouter } from './voice.router';
export { registerVoiceRoutes } from './voice.rest';

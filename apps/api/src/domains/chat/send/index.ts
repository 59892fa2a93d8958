/** Sending a message: accept -> generate -> persist, streamed to the client (send-message.ts). */
export { sendMessage, type SendDeps } from './send-message';

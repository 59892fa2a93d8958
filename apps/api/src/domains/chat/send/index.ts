/** Sending a message: accept -> generate -> persist, streamed to the client (send-message.ts). */
export { sendMessage } from './send-message';

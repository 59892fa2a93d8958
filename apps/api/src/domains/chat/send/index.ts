/** Replies: accept -> generate -> persist, streamed to the client (send-message.ts), and Stop. */
export { editLastMessage, regenerateReply, sendMessage, stopReply } from './send-message';

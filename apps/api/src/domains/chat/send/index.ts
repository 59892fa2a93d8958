/** Replies: accept -> generate -> persist, streamed to the client (send-message.ts), Stop and Continue. */
export { continueReply, editLastMessage, regenerateReply, sendMessage, stopReply } from './send-message';

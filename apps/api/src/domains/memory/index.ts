// The memory domain's public surface: long-term memories and whether they are in use for a user.
export { isMemoryActive, recallForMessage, rememberFromMessage, setMemoryEnabled } from './memory.service';
export { listMemories } from './memory.service';

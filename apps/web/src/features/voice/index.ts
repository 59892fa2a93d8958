export { RecordButton } from './RecordButton';
export { VoiceModeControls } from './VoiceModeControls';
export { finishedReplies } from './finished-replies';
export { useSpokenReplies } from './use-spoken-replies';
export { useVoiceCapabilities } from './use-voice-capabilities';
export { useVoiceRecorder, type VoiceRecorder } from './use-voice-recorder';

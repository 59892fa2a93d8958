export { VoiceModeButton } from './VoiceModeButton';

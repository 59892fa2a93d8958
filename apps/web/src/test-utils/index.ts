export * from './render';
export * from './fetch-stub';
export * from './fixtures';
export * from './viewport';
export * from './fill';
export * from './polling';

// The mentors domain's public surface: the three mentors and their personas.
export { findMentor } from './mentors.repository';

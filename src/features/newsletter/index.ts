// What both sides may know of the newsletter: the opt-in box's name.
export { optInField } from './names';

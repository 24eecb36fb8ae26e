// What both sides may know of the newsletter: the opt-in box's name.
export { newsletterUrls, optInField } from './names';

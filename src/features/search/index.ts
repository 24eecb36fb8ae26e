// The live search box, which the chrome shows in the header and the off-canvas menu.
export { default as SearchBox } from './search-box.island';

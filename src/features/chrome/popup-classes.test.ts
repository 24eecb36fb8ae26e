import { describe, expect, it } from 'vitest';
import { popupClasses } from './popup-classes.client';

describe('popupClasses', () => {
  it('spec 2.1: position, colour, background and extra class come from the opener', () => {
    expect(popupClasses({ pos: 'left', color: 'dark', bg: 'main-menu-overlay', class: 'off-canvas-menu wide' })).toEqual([
      'off-canvas-popup',
      'off-canvas-left',
      'popup-dark',
      'main-menu-overlay',
      'off-canvas-menu',
      'wide',
    ]);
  });

  it('spec 2.1: without data the target opens as a light centred lightbox', () => {
    expect(popupClasses({})).toEqual(['off-canvas-popup', 'lightbox-center', 'popup-light']);
  });

  it('spec 2.1: a right panel and a light colour', () => {
    expect(popupClasses({ pos: 'right', color: 'light' })).toEqual(['off-canvas-popup', 'off-canvas-right', 'popup-light']);
  });

  it('ignores unknown positions and values that are not class names', () => {
    expect(popupClasses({ pos: 'top', bg: 'x" onclick="y', class: '1bad ok' })).toEqual([
      'off-canvas-popup',
      'lightbox-center',
      'popup-light',
      'ok',
    ]);
  });
});

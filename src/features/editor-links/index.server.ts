import type { Feature } from '../../server/shop.server';
import { editorPath } from './editor-urls';
import { editorView } from './editor-views.server';

/** Editor links (issue 13, spec 2.11): the page-builder and backend-editor views the staff's links open. */
export const editorLinksFeature: Feature = {
  name: 'editor-links',
  register(routes) {
    routes.pages.get(editorPath, editorView);
  },
};

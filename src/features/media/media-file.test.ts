import { describe, expect, it } from 'vitest';
import { parseMediaFile } from './media-file.server';

describe('media file names', () => {
  it('spec 2 demo shop: reads <id>-<width>.webp for the served widths', () => {
    expect(parseMediaFile('12-600.webp')).toEqual({ id: 12, width: 600 });
    expect(parseMediaFile('3-100.webp')).toEqual({ id: 3, width: 100 });
  });

  it.each(['12-601.webp', '12-600.png', '012-600.webp', '0-600.webp', '1234567890-600.webp', '12-600.webp.svg', '../12-600.webp', '-600.webp', '12-.webp', '12-0600.webp', '12-0.webp', '12--100.webp', '12-99999.webp', '12-abc.webp', '12-1e3.webp', '12-600.webp\u0000', '12-600.webp\\', '12-\u0036\u0030\u0030.WEBP'])(
    'spec 2 demo shop: rejects %s',
    (name) => {
      expect(parseMediaFile(name)).toBeNull();
    },
  );
});

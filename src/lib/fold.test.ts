import { describe, expect, it } from 'vitest';
import { foldVietnamese } from './fold.server';

describe('decision 002: Vietnamese folding for search', () => {
  it('drops tone and vowel marks', () => {
    expect(foldVietnamese('Áo sơ mi')).toBe('ao so mi');
    expect(foldVietnamese('Giày thể thao Nữ')).toBe('giay the thao nu');
  });
  it('folds đ and Đ to d', () => {
    expect(foldVietnamese('Đầm dự tiệc')).toBe('dam du tiec');
    expect(foldVietnamese('đồng hồ')).toBe('dong ho');
  });
  it('folds precomposed and decomposed input alike, and squeezes spaces', () => {
    expect(foldVietnamese('  Ă\u0301o   kho\u0301a ')).toBe(foldVietnamese('Ắo khóa'));
  });
});

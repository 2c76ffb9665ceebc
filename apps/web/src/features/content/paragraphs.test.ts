import { describe, expect, it } from 'vitest';
import { toParagraphs } from './paragraphs';
import { aboutTypeOf } from './about-types';

describe('toParagraphs', () => {
  it('splits on blank lines, keeps single breaks, drops empties', () => {
    expect(toParagraphs('One\r\nline two\n\n \n<b>Two</b>\n\n\n')).toEqual(['One\nline two', '<b>Two</b>']);
  });
  it('treats missing content as no paragraphs', () => {
    expect(toParagraphs(undefined)).toEqual([]);
  });
});

describe('aboutTypeOf', () => {
  it('takes a known type query, else the path type', () => {
    expect(aboutTypeOf('us', '10')).toBe(10);
    expect(aboutTypeOf('us', '99')).toBe(8);
    expect(aboutTypeOf('connect', null)).toBe(7);
  });
});

import { FONT_SIZE, nextFontSize, prevFontSize } from '@/components/ui/font-size';

describe('font-size steps', () => {
  it('starts at 16 and steps by 2 within 14 to 24', () => {
    expect(FONT_SIZE.initial).toBe(16);
    expect(nextFontSize(16)).toBe(18);
    expect(prevFontSize(16)).toBe(14);
    expect(prevFontSize(14)).toBe(14);
    expect(nextFontSize(22)).toBe(24);
    expect(nextFontSize(24)).toBe(24);
  });
});

import { describe, expect, it } from 'vitest';
import { nameSkeleton } from './name-skeleton';

const same = (a: string, b: string) => nameSkeleton(a) === nameSkeleton(b);

describe('nameSkeleton', () => {
  it('gives names that look alike one key: Cyrillic and Greek letters, digits, width and case', () => {
    expect(same('Acme', '\u0410cme')).toBe(true); // Cyrillic А
    expect(same('acme', '\u0430\u0441m\u0435')).toBe(true); // Cyrillic а, с, е
    expect(same('Robotics', 'R\u03BFb\u03BFtics')).toBe(true); // Greek ο
    expect(same('ROBOTICS', 'Robotics')).toBe(true);
    expect(same('Pay', '\u0420\u0430y')).toBe(true); // Cyrillic Р, а
    expect(same('Room 101', 'ROOM lOl')).toBe(true);
    expect(same('Ｓａｌｅｓｆｏｒｃｅ', 'SALESFORCE')).toBe(true);
    expect(same('Straße', 'STRASSE')).toBe(true);
    expect(same(' Help  desk ', 'help desk')).toBe(true);
  });

  it('keeps names that read differently apart', () => {
    expect(same('Acme', 'Acne')).toBe(false);
    expect(same('Help desk', 'Helpdesk')).toBe(false);
    expect(same('Zoë', 'Zoe')).toBe(false);
    expect(same('株式会社', '会社')).toBe(false);
  });
});

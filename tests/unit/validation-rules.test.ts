import { isDateTime, isPassword, isRocIdentity, phone, words, CHINESE_OR_ENGLISH } from '@/lib/domain/validation/rules';

const messageOf = async (schema: { validate: (value: unknown) => Promise<unknown> }, value: unknown) => {
  try {
    await schema.validate(value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('isRocIdentity', () => {
  it.each(['A123456789', 'B223456782', 'C123456781', 'D223456784', 'F123456784', 'G223456787'])(
    '%s is a valid national ID',
    (id) => expect(isRocIdentity(id)).toBe(true),
  );

  it.each([
    ['A123456788', 'checksum wrong'],
    ['A323456789', 'second character must be 1 or 2'],
    ['a123456789', 'lower-case letter'],
    ['A12345678', 'too short'],
    ['12345675', 'a tax number is not a national ID'],
  ])('%s is refused (%s)', (id) => expect(isRocIdentity(id)).toBe(false));
});

describe('phone', () => {
  it('needs exactly ten digits', async () => {
    const rule = phone('電話格式錯誤');
    expect(await messageOf(rule, '0912345678')).toBeUndefined();
    expect(await messageOf(rule, '091234567')).toBe('電話格式錯誤');
    expect(await messageOf(rule, '09123456789')).toBe('電話格式錯誤');
    expect(await messageOf(rule, '09-1234567')).toBe('電話格式錯誤');
  });
});

describe('words', () => {
  it('defaults to Chinese characters or whitespace', async () => {
    const rule = words('僅限中文');
    expect(await messageOf(rule, '王 小明')).toBeUndefined();
    expect(await messageOf(rule, 'Mary')).toBe('僅限中文');
  });

  it('takes another character pattern', async () => {
    const rule = words('僅限中英文', CHINESE_OR_ENGLISH);
    expect(await messageOf(rule, 'Mary 陳')).toBeUndefined();
    expect(await messageOf(rule, 'Mary3')).toBe('僅限中英文');
  });

  it('a space, plain or full-width, but never a line break or a tab (a name is printed on one line)', async () => {
    const rule = words('僅限中英文', CHINESE_OR_ENGLISH);
    expect(await messageOf(rule, '王　小明')).toBeUndefined();
    for (const name of ['王\r\n小明', '王\n小明', 'Mary\tChen']) expect(await messageOf(rule, name)).toBe('僅限中英文');
    expect(await messageOf(words('僅限中文'), '王\n小明')).toBe('僅限中文');
  });
});

describe('datetime', () => {
  it('takes a real calendar date and time only (2026-02-30 and 24:00 are not)', () => {
    for (const value of ['2026-02-28 23:59:59', '2024-02-29', '2026/11/23 08:00:00', '2026-11-23 08:00'])
      expect(isDateTime(value)).toBe(true);
    for (const value of ['2026-02-30', '2025-02-29', '2026-11-23 24:00:00', '2026-13-01', '20261123', 'soon', ''])
      expect(isDateTime(value)).toBe(false);
  });
});

describe('password', () => {
  it('needs at least one letter and at least one digit', () => {
    for (const value of ['abc123', 'A1', 'newpass123']) expect(isPassword(value)).toBe(true);
    for (const value of ['abcdef', '123456', '', '!!!###']) expect(isPassword(value)).toBe(false);
  });
});
